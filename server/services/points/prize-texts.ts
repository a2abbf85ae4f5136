import type { Locale } from '@/lib/i18n/routing';
import type { PrizeRequestErrorKey } from '@/lib/schemas/prize-request';
import { escapeHtml, render, type RenderedMail } from '../../mail/account-mails';

/** The prize pot's API texts, notification and confirmation mail in Dutch and French (docs/points.md). */

const SITE_NAME = 'Dealwijzer';

export const PRIZE_FIELD_ERRORS: Record<Locale, Record<PrizeRequestErrorKey, string>> = {
  nl: {
    full_name: 'Vul je voor- en achternaam in.',
    street: 'Vul je straat in.',
    house_number: 'Vul een geldig huisnummer in (bijvoorbeeld 12 of 12B).',
    postal_code: 'Vul een geldige postcode in voor het gekozen land.',
    city: 'Vul je gemeente in.',
    country: 'Kies een land uit de lijst.',
  },
  fr: {
    full_name: 'Indiquez vos prénom et nom.',
    street: 'Indiquez votre rue.',
    house_number: 'Indiquez un numéro valable (par exemple 12 ou 12B).',
    postal_code: 'Indiquez un code postal valable pour le pays choisi.',
    city: 'Indiquez votre commune.',
    country: 'Choisissez un pays dans la liste.',
  },
};

export const prizeTexts = {
  notFound: (locale: Locale) => (locale === 'fr' ? 'Prix introuvable.' : 'Prijs niet gevonden.'),
  outOfStock: (locale: Locale) =>
    locale === 'fr' ? 'Ce prix n’est plus en stock.' : 'Deze prijs is niet meer in voorraad.',
  notEnoughPoints: (locale: Locale, cost: number, available: number) =>
    locale === 'fr'
      ? `Vous n’avez pas assez de points pour ce prix : il en faut ${cost}, vous en avez ${available}.`
      : `Je hebt niet genoeg punten voor deze prijs: je hebt er ${cost} nodig en je hebt er ${available}.`,
  notification: (locale: Locale, title: string, cost: number) =>
    locale === 'fr'
      ? `Votre demande pour « ${title} » est enregistrée : ${cost} points ont été déduits. Nous vous l’envoyons bientôt.`
      : `Je aanvraag voor “${title}” is ontvangen: er zijn ${cost} punten afgetrokken. We versturen je prijs binnenkort.`,
};

export type PrizeMailInput = {
  fname: string;
  title: string;
  cost: number;
  available: number;
  address: { fullName: string; street: string; houseNumber: string; postalCode: string; city: string; country: string };
  url: string;
};

export function prizeRequestMail(locale: Locale, input: PrizeMailInput): RenderedMail {
  const { address } = input;
  const lines = [address.fullName, `${address.street} ${address.houseNumber}`, `${address.postalCode} ${address.city}`, address.country];
  const block = { text: lines.join('\n'), html: `<p style="margin:0 0 16px;line-height:1.5">${lines.map(escapeHtml).join('<br>')}</p>` };
  if (locale === 'fr') {
    return render(locale, {
      subject: `Votre prix ${SITE_NAME} : ${input.title}`,
      greeting: `Bonjour ${input.fname},`,
      paragraphs: [
        `Merci ! Nous avons bien reçu votre demande pour « ${input.title} ». ${input.cost} points ont été déduits de votre solde ; il vous en reste ${input.available}.`,
        'Nous enverrons votre prix à cette adresse :',
      ],
      blocks: [block],
      button: { label: 'Voir la cagnotte', url: input.url },
      closing: ['À bientôt,', `L’équipe ${SITE_NAME}`],
      footer: 'Vous recevez cet e-mail parce que vous avez demandé un prix avec vos points.',
    });
  }
  return render(locale, {
    subject: `Je ${SITE_NAME}-prijs: ${input.title}`,
    greeting: `Hallo ${input.fname},`,
    paragraphs: [
      `Bedankt! We hebben je aanvraag voor “${input.title}” ontvangen. Er zijn ${input.cost} punten van je saldo afgetrokken; je hebt er nog ${input.available}.`,
      'We versturen je prijs naar dit adres:',
    ],
    blocks: [block],
    button: { label: 'Naar de prijzenpot', url: input.url },
    closing: ['Tot snel,', `Het ${SITE_NAME}-team`],
    footer: 'Je krijgt deze e-mail omdat je met je punten een prijs hebt aangevraagd.',
  });
}

