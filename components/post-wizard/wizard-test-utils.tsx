import type { ComponentProps } from 'react';
import { act, screen } from '@testing-library/react';
import { beforeEach, expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, renderWithApp } from '@/components/auth/auth-test-utils';
import Toaster from '@/components/ui/toaster';
import type { BonusAction, PromoType } from '@/lib/api/feed';
import { useToasts } from '@/lib/stores/toasts';
import { server, useMswServer } from '@/tests/mocks/server';
import PostWizard from './post-wizard';

/** GET /types as the wizard's tests see it: a report with subtypes, a discount, a question and a bargain. */
export const TEST_TYPES: PromoType[] = [
  type(1, 1, 'Promo melden', [child(101, 1, 'Promo in de winkel'), child(102, 1, 'Promo online')]),
  type(5, 2, 'Kortingscode', []),
  type(6, 3, 'Vraag', []),
  type(7, 1, 'Koopje', []),
  type(8, 1, 'Cashback', []),
];

/** The coin rules as the demo has them: the optional content pays for a report only (docs/points.md). */
export const TEST_BONUS_ACTIONS: BonusAction[] = [
  { type: 'post_approved', bonusable_type: 'Post', bonusable_id: null, impact_on_balance: 5, optional_impact: 2 },
  { type: 'optional_content', bonusable_type: 'Post', bonusable_id: null, impact_on_balance: 2, optional_impact: 0 },
  { type: 'post_approved_report', bonusable_type: 'PromoType', bonusable_id: 1, impact_on_balance: 8, optional_impact: 2 },
  { type: 'post_approved_cashback', bonusable_type: 'PromoType', bonusable_id: 8, impact_on_balance: 6, optional_impact: 0 },
];

function child(id: number, kind: number, title: string) {
  return { id, order: id, additional_order: null, kind, filter_value: null, translation: { title } };
}

function type(id: number, kind: number, title: string, children: PromoType['children']): PromoType {
  return { ...child(id, kind, title), children };
}

export const TEST_CATEGORIES = [1, 2, 3].map((id) => ({
  id,
  parent_id: null,
  icon: null,
  translation: { title: `Categorie ${id}`, simplified_title: null, slug: `c${id}`, route: `/promos/c${id}`, description: null },
}));

/** The read calls every wizard makes (types, categories, bonus actions, webshop search). */
export const wizardHandlers = [
  // A failed call's log beacon.
  http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })),
  http.get(`${API}/types`, () => HttpResponse.json({ data: TEST_TYPES })),
  http.get(`${API}/categories`, () => HttpResponse.json({ data: TEST_CATEGORIES })),
  http.get(`${API}/bonus-actions`, () => HttpResponse.json({ data: TEST_BONUS_ACTIONS })),
  http.get(`${API}/webshops/search`, ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    return HttpResponse.json({ data: [{ id: 9, image_url: null, translation: { title: `Shop ${q}`, slug: 'shop' } }] });
  }),
];

/** Each test of a file starts with no draft, no toast and the wizard's API answers (registers vitest hooks). */
export function setUpWizardTests(): void {
  // useMswServer registers vitest hooks (beforeAll/afterEach), not React hooks.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  useMswServer();
  beforeEach(() => {
    localStorage.clear();
    useToasts.setState({ toasts: [] });
    server.use(...wizardHandlers);
  });
}

/** The wizard with the toaster, as the page shows it. */
export function renderWizard(locale: 'nl' | 'fr' = 'nl', props: ComponentProps<typeof PostWizard> = {}) {
  return renderWithApp(
    <>
      <PostWizard {...props} />
      <Toaster />
    </>,
    locale,
  );
}

/** Clicks "next" and lets the step's validation (a promise chain) and the step change settle. */
export async function next() {
  await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

export async function chooseType(name: string) {
  await userEvent.click(await screen.findByRole('radio', { name }));
}

/** POST /posts/upload-image answering each file with the next stored path; the names land in `uploads`. */
export function uploadImageHandler(uploads: string[]) {
  return http.post(`${API}/posts/upload-image`, async ({ request }) => {
    uploads.push(((await request.formData()).get('file') as File).name);
    return HttpResponse.json({ file: `posts/${uploads.length}.jpg`, url: `/media/posts/${uploads.length}.jpg`, disk: 'local' }, { status: 201 });
  });
}

/** A question (Dutch) walked up to its images step. */
export async function questionToImages(props: ComponentProps<typeof PostWizard> = {}) {
  renderWizard('nl', props);
  await chooseType('Vraag');
  await next();
  await next();
  await userEvent.type(screen.getByRole('textbox', { name: 'Titel' }), 'Foto');
  await userEvent.type(screen.getByRole('textbox', { name: 'Beschrijving' }), 'Tekst');
  await next();
  expect(await screen.findByRole('heading', { name: 'Afbeeldingen' })).toBeInTheDocument();
}

/** A report (Dutch, an online promo in category 2) walked up to its optional details step. */
export async function reportToDetails() {
  renderWizard();
  await chooseType('Promo melden');
  await userEvent.click(screen.getByRole('radio', { name: 'Promo online' }));
  await next();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Categorie 2' }));
  await next();
  await userEvent.type(screen.getByRole('textbox', { name: 'Titel' }), 'Bonen');
  await userEvent.type(screen.getByRole('textbox', { name: 'Beschrijving' }), 'Halve prijs');
  await next();
  await next();
  expect(await screen.findByRole('heading', { name: 'Extra info (optioneel)' })).toBeInTheDocument();
}

/** A discount code (Dutch) walked up to its discount step (code, webshop, dates). */
export async function discountToItsStep() {
  renderWizard();
  await chooseType('Kortingscode');
  await next();
  await next();
  await userEvent.type(screen.getByRole('textbox', { name: 'Titel' }), 'Code');
  await userEvent.type(screen.getByRole('textbox', { name: 'Beschrijving' }), '10% op alles');
  await next();
  expect(await screen.findByRole('heading', { name: 'Kortingscode' })).toBeInTheDocument();
}
