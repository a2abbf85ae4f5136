import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Lang } from './fixtures';
import { E2E_MAIL_DIR } from './mail-settings';
import { newMember, type Member } from './members';
import { publishAsOperator } from './operator-helpers';
import { E2E_OPERATOR_TOKEN } from './operator-token';

// The digests end to end (docs/deal-alerts.md, Digests): a member follows a store with a daily digest, a promo of that store goes
// live, the operator trigger runs the daily digest, and exactly one mail in the member's language
// lists that promo, through real SMTP (the catcher of global-setup.ts). One project per language;
// each takes a store of its own, so the two runs' digests do not meet.

const PROJECTS = ['nl-desktop', 'fr-phone'];
const SUBJECT = { nl: /^\d+ nieuwe deals? voor je dagelijkse dealalerts$/, fr: /^\d+ nouvelles? promos? pour vos alertes quotidiennes$/ } as const;

type FeedPost = { morphable_type: string; morphable_id: number; data: { title: string; route: string; store: { id: number } | null } };

/** A current member's post with a store: the project's own (by index), on a store no other project takes. */
async function postWithStore(request: APIRequestContext, lang: Lang, index: number): Promise<FeedPost> {
  const response = await request.get('/api/feed-items?per_page=100', { headers: { Language: lang, Accept: 'application/json' } });
  expect(response.status()).toBe(200);
  const posts = ((await response.json()) as { data: FeedPost[] }).data.filter((item) => item.morphable_type === 'Post' && item.data.store);
  const byStore = new Map<number, FeedPost>();
  for (const post of posts) if (!byStore.has(post.data.store!.id)) byStore.set(post.data.store!.id, post);
  const chosen = [...byStore.values()][index];
  if (!chosen) throw new Error('The demo seed has too few current posts with a store');
  return chosen;
}

/** The digest mails to `to` the catcher received: subject and decoded body. */
function digestMails(to: string, lang: Lang): { subject: string; head: string; body: string }[] {
  let files: string[];
  try {
    files = readdirSync(E2E_MAIL_DIR).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(raw))
    .map((raw) => {
      const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
      const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
      const body = raw
        .replace(/=\r?\n/g, '')
        .replace(/(=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'))
        .replace(/&amp;/g, '&');
      return { subject, head, body };
    })
    .filter((mail) => SUBJECT[lang].test(mail.subject));
}

/** Runs a job through the operator route and waits for it; `finished: false` accepts a run still going after the route's wait. */
async function runJob(request: APIRequestContext, name: 'deal-alerts-daily' | 'deal-alerts-visible', finished = true): Promise<void> {
  const response = await request.post(`/api/operator/jobs/${name}?wait=1`, {
    headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, Accept: 'application/json' },
  });
  if (!finished && response.status() === 202) return;
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { data: { state: string } }).data.state).toBe('completed');
}

async function notificationCount(request: APIRequestContext, member: Member, lang: Lang): Promise<number> {
  const response = await request.get('/api/notifications', { headers: { Authorization: `Bearer ${member.token}`, Language: lang, Accept: 'application/json' } });
  return response.ok() ? ((await response.json()) as { data: unknown[] }).data.length : -1;
}

test('deal-alert digest: a daily store alert, a promo of that store, the operator runs the digest, one mail in the member’s language', async ({ request, lang }, testInfo) => {
  test.skip(!PROJECTS.includes(testInfo.project.name), 'one project per language: nl-desktop and fr-phone');
  test.setTimeout(180_000);
  const member = await newMember(request, lang, `digest-${lang}`);
  const post = await postWithStore(request, lang, PROJECTS.indexOf(testInfo.project.name));
  const headers = { Authorization: `Bearer ${member.token}`, Language: lang, Accept: 'application/json' };

  // The post is live already and, on a server up for five minutes, matched by the scheduled scan
  // before the member's alert existed: run that scan now so every run starts from there (publishing
  // it again below must still reach the new alert).
  await runJob(request, 'deal-alerts-visible', false);

  await test.step('the member follows the store with a daily digest', async () => {
    const response = await request.put(`/api/stores/${post.data.store!.id}/subscribe`, { headers, data: { daily_email_notification: true } });
    expect(response.status(), await response.text()).toBe(200);
  });

  await test.step('a promo of that store is published (again) and matches the alert (the member is notified in the site)', async () => {
    await publishAsOperator(request, post.morphable_id);
    await expect.poll(() => notificationCount(request, member, lang), { timeout: 30_000 }).toBeGreaterThan(0);
  });

  await test.step('the operator runs the daily digest: exactly one mail, in the member’s language, lists the promo', async () => {
    await runJob(request, 'deal-alerts-daily');
    await expect.poll(() => digestMails(member.email, lang).length, { timeout: 20_000 }).toBe(1);
    const [mail] = digestMails(member.email, lang);
    expect(mail!.body).toContain(post.data.title);
    expect(mail!.body).toContain(post.data.route);
    expect(mail!.body).toContain(lang === 'fr' ? 'Gérer mes alertes' : 'Mijn dealalerts beheren');
    expect(mail!.head).toMatch(/^List-Unsubscribe:\s*<https?:\/\/[^>]+\/api\/deal-alerts\/unsubscribe\?token=/m);
  });

  await test.step('run again: nothing new, no second mail', async () => {
    await runJob(request, 'deal-alerts-daily');
    expect(digestMails(member.email, lang)).toHaveLength(1);
  });
});
