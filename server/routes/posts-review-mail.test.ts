import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema';
import { useApiHarness } from '../test-support/api-harness';
import { BONUS, reportPayload, seedPostWorld, type PostWorld } from './posts.fixtures';

vi.setConfig({ testTimeout: 60_000 });

const TOKEN = 'operator-token-for-tests-0123456789';

type Created = { data: { id: number; status: string } };

// An operator's decision on a held post reaches its author by mail too (docs/posting.md, Operator review),
// through the outbox and a job, to a real SMTP server started by the harness.
describe('the mail of a review decision', () => {
  let w: PostWorld;
  const api = useApiHarness({
    timeoutMs: 60_000,
    accounts: { smtp: true },
    deps: () => ({ operatorToken: () => TOKEN }),
    seed: async (db) => {
      w = await seedPostWorld(db);
    },
  });

  /** A held post (a first post with an outside link) of a member writing in `locale`. */
  const held = async (locale: 'nl' | 'fr', fname: string) => {
    const m = await w.member({ fname });
    const [user] = await api.db.update(schema.users).set({ locale }).where(eq(schema.users.id, m.id)).returning({ email: schema.users.email });
    const created = await api.call<Created>('POST', '/posts', { token: m.token, body: reportPayload(w, { title: `Tuinstoelen van ${fname}`, origin_url: 'https://klikshop.be/stoel' }) });
    expect(created.body.data.status).toBe('pending');
    return { id: created.body.data.id, email: user!.email };
  };
  const outbox = async (id: number) => (await api.db.select().from(schema.outgoingMails).where(eq(schema.outgoingMails.idempotencyKey, `post-review:${id}`)))[0];

  it('approval: in the author’s language, with the coins and the link to the post; sent once', async () => {
    const nl = await held('nl', 'Sofie');
    const fr = await held('fr', 'Camille');
    for (const { id } of [nl, fr]) expect((await api.call('POST', `/operator/posts/${id}/approve`, { token: TOKEN })).status).toBe(200);
    // Approving again changes nothing: still one mail each.
    expect((await api.call('POST', `/operator/posts/${nl.id}/approve`, { token: TOKEN })).status).toBe(200);
    expect(await api.runJobs()).toMatchObject({ failed: 0 });

    const mailNl = await api.smtp.waitFor((received) => received.to.includes(nl.email));
    expect(mailNl.subject).toBe('Je promo staat online: Tuinstoelen van Sofie');
    expect(mailNl.text).toContain('Hallo Sofie,');
    expect(mailNl.text).toContain(`is goedgekeurd en staat nu online. Je kreeg ${BONUS.report} bonuspunten.`);
    expect(mailNl.text).toMatch(new RegExp(`https?://[^\\s]+/posts/${nl.id}\\b`));
    expect(mailNl.text).not.toMatch(new RegExp(`/fr/posts/${nl.id}`));

    const mailFr = await api.smtp.waitFor((received) => received.to.includes(fr.email));
    expect(mailFr.subject).toBe('Votre promo est en ligne : Tuinstoelen van Camille');
    expect(mailFr.text).toContain('Bonjour Camille,');
    expect(mailFr.text).toContain(`a été approuvée et est maintenant en ligne. Vous avez reçu ${BONUS.report} points bonus.`);
    expect(mailFr.text).toMatch(new RegExp(`https?://[^\\s]+/fr/posts/${fr.id}\\b`));

    await api.runJobs();
    expect(api.smtp.messages.filter((received) => received.to.includes(nl.email))).toHaveLength(1);
    expect(await outbox(nl.id)).toMatchObject({ status: 'sent', kind: 'post_approved' });
  });

  it('rejection: in the author’s language, with the reason (or saying none was given)', async () => {
    const nl = await held('nl', 'Jens');
    const fr = await held('fr', 'Léa');
    expect((await api.call('POST', `/operator/posts/${nl.id}/reject`, { token: TOKEN, body: { reason: 'Alleen reclame voor een eigen winkel.' } })).status).toBe(200);
    expect((await api.call('POST', `/operator/posts/${fr.id}/reject`, { token: TOKEN, body: {} })).status).toBe(200);
    expect(await api.runJobs()).toMatchObject({ failed: 0 });

    const mailNl = await api.smtp.waitFor((received) => received.to.includes(nl.email));
    expect(mailNl.subject).toBe('Je promo werd niet gepubliceerd: Tuinstoelen van Jens');
    expect(mailNl.text).toContain('Reden: Alleen reclame voor een eigen winkel.');

    const mailFr = await api.smtp.waitFor((received) => received.to.includes(fr.email));
    expect(mailFr.subject).toBe('Votre promo n’a pas été publiée : Tuinstoelen van Léa');
    expect(mailFr.text).toContain('Aucune raison n’a été indiquée.');
    expect(await outbox(fr.id)).toMatchObject({ status: 'sent', kind: 'post_rejected' });
  });

  it('a refused decision (a rejected post approved) sends nothing more', async () => {
    const nl = await held('nl', 'Noor');
    expect((await api.call('POST', `/operator/posts/${nl.id}/reject`, { token: TOKEN, body: { reason: 'Dubbel.' } })).status).toBe(200);
    expect((await api.call('POST', `/operator/posts/${nl.id}/approve`, { token: TOKEN })).status).toBe(409);
    await api.runJobs();
    await api.smtp.waitFor((received) => received.to.includes(nl.email));
    expect(api.smtp.messages.filter((received) => received.to.includes(nl.email))).toHaveLength(1);
  });
});
