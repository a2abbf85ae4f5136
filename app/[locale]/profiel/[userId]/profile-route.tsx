/** The route's page and metadata, shared by the cached page and the per-request query page (lib/i18n/query-view.ts). */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import InfiniteFeed from '@/components/feed/infinite-feed';
import LeftBar from '@/components/layout/left-bar';
import LeftBarLayout from '@/components/layout/left-bar-layout';
import OwnHeldPosts from '@/components/moderation/own-held-posts';
import ProfileHeader, { profileName } from '@/components/profile/profile-header';
import { userIdParam } from '@/components/profile/profile-params';
import { getProfile, type Profile } from '@/lib/api/profile';
import { loadFeedPage } from '@/lib/cache/feed';
import { loadOrNotFound } from '@/lib/cache/not-found';
import { orNotFound } from '@/lib/api/not-found';
import { getServerApi } from '@/lib/api/server';
import { pageNumberOf } from '@/lib/schemas/route-params';
import { pageParams } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { FEED_PAGE_SIZE } from '@/lib/schemas/feed-filters';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from './profile.module.css';
import ClientMessages from '@/components/providers/client-messages';
import { CARD_NAMESPACES } from '@/lib/i18n/messages';

type Props = Pick<PageProps<'/[locale]/profiel/[userId]'>, 'params' | 'searchParams'>;

/** One API call per member and request, shared by the metadata and the page (a deleted member is a 404). */
const loadProfile = cache(async (locale: Locale, userId: number): Promise<Profile> => getProfile(await getServerApi({ locale }), userId));

export async function routeMetadataOf({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, userId: raw } = await pageParams(params);
  const userId = userIdParam(raw);
  if (userId === null) return {};
  const profile = await orNotFound(loadProfile(locale, userId));
  const page = pageNumberOf(await searchParams) ?? 1;
  const [t, tList] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'FeedList' }),
  ]);
  const values = { name: profileName(profile) };
  return routeMetadata({
    locale,
    route: '/profiel/[userId]',
    params: { userId },
    query: { page: page > 1 ? page : undefined },
    values,
    image: profile.avatar_url,
    ...(page > 1 ? { title: `${t('profileTitle', values)} – ${tList('pageSuffix', { page })}` } : {}),
  });
}

/**
 * A member's profile (`/profiel/{userId}`): avatar, name, followers, following, and the promos they
 * posted as a feed of 9 a page, loading on as the visitor scrolls.
 */
export default async function ProfilePage({ params, searchParams }: Props) {
  const { locale, userId: raw } = await pageParams(params);
  const userId = userIdParam(raw);
  const page = pageNumberOf(await searchParams);
  if (userId === null || page === null) notFound();
  const profile = await orNotFound(loadProfile(locale, userId));
  const t = await getTranslations('Profile');
  const filters = { users: [userId] };
  const feed = await loadOrNotFound(loadFeedPage({ locale, filters, page, perPage: FEED_PAGE_SIZE }));
  const name = profileName(profile);

  return (
    <ClientMessages namespaces={[...CARD_NAMESPACES, 'FeedList', 'LeftBar', 'Profile', 'moderation']}>
      <main className={`container ${styles.page}`}>
        <ProfileHeader profile={profile} />
        <LeftBarLayout leftBar={<LeftBar />}>
          <OwnHeldPosts profileId={userId} />
          <section aria-labelledby="profile-promos">
            <h2 id="profile-promos" className={styles.sectionTitle}>
              {t('promosTitle', { name: profile.fname || name })}
            </h2>
            <InfiniteFeed
              key={page}
              initialItems={feed.data}
              initialPage={feed.meta.current_page}
              lastPage={feed.meta.last_page}
              query={{ filters, per_page: FEED_PAGE_SIZE }}
              label={t('promosTitle', { name: profile.fname || name })}
              priorityCount={0}
              empty={<p className={styles.empty}>{t('empty', { name: profile.fname || name })}</p>}
            />
          </section>
        </LeftBarLayout>
      </main>
    </ClientMessages>
  );
}
