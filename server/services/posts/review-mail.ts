import { eq } from 'drizzle-orm';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { posts, users } from '../../db/schema';
import type { Tx } from '../../jobs/job-queue';
import { defineQueue, DEFAULT_QUEUE_OPTIONS, type JobDeps } from '../../jobs/types';
import { render, type RenderedMail } from '../../mail/account-mails';
import type { MailMessage } from '../../mail/mailer';
import { addToOutbox, deliverOnce, type OutboxRow } from '../../mail/outbox';

/**
 * The mail that tells an author an operator's decision on their held post (docs/posting.md, Operator
 * review), beside the notification: its outbox row is written in the decision's transaction and a job
 * sends it once, as the prize request's confirmation is (server/services/points/prize-mail.ts).
 */

export type ReviewDecision = 'approved' | 'rejected';
export type ReviewMailJob = { postId: number };
export type ReviewMailJobs = { enqueue(tx: Tx, name: typeof REVIEW_MAIL_QUEUE, data: ReviewMailJob): Promise<string | null> };

export const REVIEW_MAIL_QUEUE = 'post-review-mail';
/** A post is decided once (an approved post cannot be rejected, nor the other way round): one mail per post. */
const outboxKey = (postId: number) => `post-review:${postId}`;

/** In the decision's transaction: the outbox row (with the decision and reason as they were given) and the job that sends it. */
export async function queueReviewMail(
  tx: Db,
  jobs: ReviewMailJobs,
  post: { id: number; userId: number },
  decision: { status: ReviewDecision; reason?: string | null; coins?: number },
): Promise<void> {
  const [author] = await tx.select({ email: users.email }).from(users).where(eq(users.id, post.userId)).limit(1);
  if (!author) return;
  await addToOutbox(tx, {
    key: outboxKey(post.id),
    kind: `post_${decision.status}`,
    userId: post.userId,
    to: author.email,
    payload: { postId: post.id, status: decision.status, reason: decision.reason ?? null, coins: decision.coins ?? 0 },
  });
  await jobs.enqueue(tx, REVIEW_MAIL_QUEUE, { postId: post.id });
}

const SITE_NAME = 'Dealwijzer';

export type ReviewMailInput = { fname: string; title: string; url: string; coins: number; reason: string | null };

/** The points an approval paid, as the notice and the mail say it (the site calls them bonus points). */
export function approvedBonusText(locale: Locale, coins: number): string {
  if (coins <= 0) return '';
  if (locale === 'fr') return ` Vous avez reçu ${coins} ${coins === 1 ? 'point bonus' : 'points bonus'}.`;
  return ` Je kreeg ${coins} ${coins === 1 ? 'bonuspunt' : 'bonuspunten'}.`;
}

export function postApprovedMail(locale: Locale, input: ReviewMailInput): RenderedMail {
  const bonus = approvedBonusText(locale, input.coins);
  if (locale === 'fr') {
    return render(locale, {
      subject: `Votre promo est en ligne : ${input.title}`,
      greeting: `Bonjour ${input.fname},`,
      paragraphs: [`Bonne nouvelle : votre promo « ${input.title} » a été approuvée et est maintenant en ligne.${bonus}`],
      button: { label: 'Voir votre promo', url: input.url },
      closing: ['Merci pour votre partage,', `L’équipe ${SITE_NAME}`],
      footer: `Vous recevez cet e-mail parce que vous avez publié une promo sur ${SITE_NAME}.`,
    });
  }
  return render(locale, {
    subject: `Je promo staat online: ${input.title}`,
    greeting: `Hallo ${input.fname},`,
    paragraphs: [`Goed nieuws: je promo “${input.title}” is goedgekeurd en staat nu online.${bonus}`],
    button: { label: 'Bekijk je promo', url: input.url },
    closing: ['Bedankt om te delen,', `Het ${SITE_NAME}-team`],
    footer: `Je krijgt deze e-mail omdat je een promo plaatste op ${SITE_NAME}.`,
  });
}

export function postRejectedMail(locale: Locale, input: ReviewMailInput): RenderedMail {
  if (locale === 'fr') {
    return render(locale, {
      subject: `Votre promo n’a pas été publiée : ${input.title}`,
      greeting: `Bonjour ${input.fname},`,
      paragraphs: [
        `Nous avons relu votre promo « ${input.title} » et ne l’avons pas publiée.`,
        input.reason ? `Raison : ${input.reason}` : 'Aucune raison n’a été indiquée.',
        'Vous pouvez toujours publier une autre promo qui respecte nos règles.',
      ],
      closing: ['À bientôt,', `L’équipe ${SITE_NAME}`],
      footer: `Vous recevez cet e-mail parce que vous avez publié une promo sur ${SITE_NAME}.`,
    });
  }
  return render(locale, {
    subject: `Je promo werd niet gepubliceerd: ${input.title}`,
    greeting: `Hallo ${input.fname},`,
    paragraphs: [
      `We hebben je promo “${input.title}” bekeken en niet gepubliceerd.`,
      input.reason ? `Reden: ${input.reason}` : 'Er werd geen reden opgegeven.',
      'Je kunt altijd een andere promo plaatsen die aan onze regels voldoet.',
    ],
    closing: ['Tot snel,', `Het ${SITE_NAME}-team`],
    footer: `Je krijgt deze e-mail omdat je een promo plaatste op ${SITE_NAME}.`,
  });
}

async function renderReviewMail(deps: JobDeps, row: OutboxRow): Promise<Omit<MailMessage, 'messageId'> | null> {
  const postId = Number(row.payload.postId);
  const status = row.payload.status;
  if (!Number.isSafeInteger(postId) || (status !== 'approved' && status !== 'rejected')) return null;
  const [found] = await deps.db
    .select({ title: posts.title, deletedAt: posts.deletedAt, user: { fname: users.fname, email: users.email, locale: users.locale, deletedAt: users.deletedAt } })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(eq(posts.id, postId))
    .limit(1);
  if (!found || found.user.deletedAt || found.deletedAt) return null;
  const { user } = found;
  const url = new URL(localizedPath('/posts/[id]', user.locale, { id: postId }), `${deps.config().siteUrl}/`).toString();
  const input: ReviewMailInput = {
    fname: user.fname,
    title: found.title,
    url,
    coins: Number(row.payload.coins) || 0,
    reason: typeof row.payload.reason === 'string' ? row.payload.reason : null,
  };
  const mail = status === 'approved' ? postApprovedMail(user.locale, input) : postRejectedMail(user.locale, input);
  return { ...mail, to: user.email, ...(status === 'approved' ? { link: url } : {}), kind: `post_${status}` };
}

export const reviewMailQueue = defineQueue<ReviewMailJob>({
  name: REVIEW_MAIL_QUEUE,
  options: DEFAULT_QUEUE_OPTIONS,
  handler: (deps) => (job) => deliverOnce(deps, outboxKey(job.data.postId), (row) => renderReviewMail(deps, row)).then(() => undefined),
});
