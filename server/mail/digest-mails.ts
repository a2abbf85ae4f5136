import { formatEuro } from '@/lib/format/price';
import type { Locale } from '@/lib/i18n/routing';
import { escapeHtml, render, type RenderedMail } from './account-mails';

/** The deal-alert digest mail (docs/deal-alerts.md, Digests) in Dutch and French, in the account mails' layout. */

export type DigestPromo = {
  title: string;
  /** Absolute URLs. */
  url: string;
  imageUrl: string | null;
  price: number | null;
  oldPrice: number | null;
  /** The store or webshop it is at. */
  seller: string | null;
};

export type DigestMailInput = {
  period: 'daily' | 'weekly';
  promos: DigestPromo[];
  /** Promos left out of this mail (over the cap), reachable through `moreUrl`. */
  more: number;
  moreUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
};

const SITE_NAME = 'Dealwijzer';

const TEXTS = {
  nl: {
    subject: (count: number, period: DigestMailInput['period']) =>
      `${count} ${count === 1 ? 'nieuwe deal' : 'nieuwe deals'} voor je ${period === 'daily' ? 'dagelijkse' : 'wekelijkse'} dealalerts`,
    greeting: 'Hallo,',
    intro: (period: DigestMailInput['period']) =>
      period === 'daily' ? 'Dit zijn de nieuwe deals van je dealalerts sinds gisteren.' : 'Dit zijn de nieuwe deals van je dealalerts van de voorbije week.',
    more: (count: number) => `En nog ${count} ${count === 1 ? 'deal' : 'deals'}.`,
    moreButton: 'Bekijk alle deals',
    at: 'bij',
    was: 'was',
    view: 'Bekijk de deal',
    closing: ['Veel shopplezier,', `Het ${SITE_NAME}-team`],
    footer: `Je krijgt deze e-mail omdat je dealalerts volgt op ${SITE_NAME}.`,
    manage: 'Mijn dealalerts beheren',
    unsubscribe: 'Uitschrijven',
  },
  fr: {
    subject: (count: number, period: DigestMailInput['period']) =>
      `${count} ${count === 1 ? 'nouvelle promo' : 'nouvelles promos'} pour vos alertes ${period === 'daily' ? 'quotidiennes' : 'hebdomadaires'}`,
    greeting: 'Bonjour,',
    intro: (period: DigestMailInput['period']) =>
      period === 'daily' ? 'Voici les nouvelles promos de vos alertes depuis hier.' : 'Voici les nouvelles promos de vos alertes de la semaine écoulée.',
    more: (count: number) => `Et encore ${count} ${count === 1 ? 'promo' : 'promos'}.`,
    moreButton: 'Voir toutes les promos',
    at: 'chez',
    was: 'au lieu de',
    view: 'Voir la promo',
    closing: ['Bon shopping,', `L’équipe ${SITE_NAME}`],
    footer: `Vous recevez cet e-mail parce que vous suivez des alertes promo sur ${SITE_NAME}.`,
    manage: 'Gérer mes alertes',
    unsubscribe: 'Se désinscrire',
  },
} as const;

function promoBlock(locale: Locale, promo: DigestPromo): { html: string; text: string } {
  const t = TEXTS[locale];
  const price = promo.price === null ? null : formatEuro(promo.price, locale);
  const oldPrice = promo.oldPrice === null || promo.oldPrice === promo.price ? null : formatEuro(promo.oldPrice, locale);
  const textLines = [promo.title];
  const priceText = [price, oldPrice ? `(${t.was} ${oldPrice})` : null].filter(Boolean).join(' ');
  const details = [priceText, promo.seller ? `${t.at} ${promo.seller}` : null].filter(Boolean).join(' ');
  if (details) textLines.push(details);
  textLines.push(promo.url);

  const image = promo.imageUrl
    ? `<td style="width:96px;padding:0 12px 0 0;vertical-align:top"><a href="${escapeHtml(promo.url)}"><img src="${escapeHtml(promo.imageUrl)}" alt="" width="96" style="display:block;width:96px;max-height:96px;object-fit:contain;border:0"></a></td>`
    : '';
  const priceHtml = [
    price ? `<strong style="color:#e30613;font-size:16px">${escapeHtml(price)}</strong>` : '',
    oldPrice ? ` <s style="color:#777">${escapeHtml(oldPrice)}</s>` : '',
  ].join('');
  const html = [
    '<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border-bottom:1px solid #eee;padding-bottom:16px"><tr>',
    image,
    '<td style="vertical-align:top">',
    `<p style="margin:0 0 4px;font-weight:bold;line-height:1.4"><a href="${escapeHtml(promo.url)}" style="color:#222;text-decoration:none">${escapeHtml(promo.title)}</a></p>`,
    priceHtml ? `<p style="margin:0 0 4px">${priceHtml}</p>` : '',
    promo.seller ? `<p style="margin:0 0 4px;color:#555;font-size:14px">${escapeHtml(t.at)} ${escapeHtml(promo.seller)}</p>` : '',
    `<p style="margin:0;font-size:14px"><a href="${escapeHtml(promo.url)}" style="color:#e30613">${escapeHtml(t.view)}</a></p>`,
    '</td></tr></table>',
  ].join('');
  return { html, text: textLines.join('\n') };
}

export function digestMail(locale: Locale, input: DigestMailInput): RenderedMail {
  const t = TEXTS[locale];
  const count = input.promos.length + input.more;
  return render(locale, {
    subject: t.subject(count, input.period),
    greeting: t.greeting,
    paragraphs: [t.intro(input.period)],
    blocks: [
      ...input.promos.map((promo) => promoBlock(locale, promo)),
      ...(input.more > 0 ? [{ html: `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(t.more(input.more))}</p>`, text: t.more(input.more) }] : []),
    ],
    ...(input.more > 0 ? { button: { label: t.moreButton, url: input.moreUrl } } : {}),
    closing: [...t.closing],
    footer: t.footer,
    footerLinks: [
      { label: t.manage, url: input.manageUrl },
      { label: t.unsubscribe, url: input.unsubscribeUrl },
    ],
  });
}
