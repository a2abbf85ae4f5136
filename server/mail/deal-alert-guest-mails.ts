import type { Locale } from '@/lib/i18n/routing';
import { render, type RenderedMail } from './account-mails';

/** The mail that asks a guest to confirm a deal alert, in Dutch and French (plain text and HTML). */

const SITE_NAME = 'Dealwijzer';

export type ConfirmMailInput = {
  /**
   * What the alert follows: an entity's title, or search words, which the mail does not repeat: the
   * address is not proved yet, and anyone may type any words for any address (they would stand in a
   * real Dealwijzer mail). The confirm page shows them.
   */
  subject: { kind: 'entity'; title: string } | { kind: 'query' };
  period: 'daily' | 'weekly';
  url: string;
  hours: number;
};

export function dealAlertConfirmMail(locale: Locale, input: ConfirmMailInput): RenderedMail {
  if (locale === 'fr') {
    const what = input.subject.kind === 'entity' ? `« ${input.subject.title} »` : 'une recherche';
    const when = input.period === 'daily' ? 'chaque jour' : 'chaque semaine';
    return render(locale, {
      subject: `Confirmez votre alerte promo ${SITE_NAME}`,
      greeting: 'Bonjour,',
      paragraphs: [
        `Vous avez demandé une alerte promo pour ${what} : ${when}, nous vous enverrons par e-mail les nouvelles promos qui y correspondent.`,
        `Confirmez d’abord votre adresse e-mail : sans confirmation, vous ne recevrez rien. Ce lien est valable ${input.hours} heures.`,
      ],
      button: { label: 'Confirmer mon alerte promo', url: input.url },
      closing: ['À bientôt,', `L’équipe ${SITE_NAME}`],
      footer: `Vous n’avez rien demandé ? Ignorez simplement cet e-mail : sans confirmation, aucune alerte ne vous sera envoyée.`,
    });
  }
  const what = input.subject.kind === 'entity' ? `‘${input.subject.title}’` : 'een zoekopdracht';
  const when = input.period === 'daily' ? 'elke dag' : 'elke week';
  return render(locale, {
    subject: `Bevestig je ${SITE_NAME}-deal alert`,
    greeting: 'Hallo,',
    paragraphs: [
      `Je vroeg een deal alert aan voor ${what}: ${when} mailen we je de nieuwe promo’s die erbij passen.`,
      `Bevestig eerst je e-mailadres: zonder bevestiging krijg je niets. Deze link is ${input.hours} uur geldig.`,
    ],
    button: { label: 'Bevestig mijn deal alert', url: input.url },
    closing: ['Tot snel,', `Het ${SITE_NAME}-team`],
    footer: 'Heb je niets aangevraagd? Negeer deze e-mail dan gewoon: zonder bevestiging sturen we je geen enkele alert.',
  });
}
