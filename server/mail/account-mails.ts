import type { Locale } from '@/lib/i18n/routing';

/** The account e-mails (verification, password reset, password changed) in Dutch and French. */

export type RenderedMail = { subject: string; text: string; html: string };

const SITE_NAME = 'Dealwijzer';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export type Parts = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  closing: string[];
  footer: string;
};

/** The one layout of our mails: plain text and HTML from the same parts. */
export function render(locale: Locale, parts: Parts): RenderedMail {
  const textLines = [parts.greeting, '', ...parts.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (parts.button) textLines.push(parts.button.url, '');
  textLines.push(...parts.closing, '', '--', parts.footer);

  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const button = parts.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.button.url)}" style="background:#e30613;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(parts.button.label)}</a></p>` +
      paragraph(locale === 'fr' ? 'Le bouton ne fonctionne pas ? Copiez ce lien dans votre navigateur :' : 'Werkt de knop niet? Kopieer deze link in je browser:') +
      `<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(parts.button.url)}">${escapeHtml(parts.button.url)}</a></p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">',
    paragraph(parts.greeting),
    ...parts.paragraphs.map(paragraph),
    button,
    paragraph(parts.closing.join('\n')).replace('\n', '<br>'),
    `<p style="margin:24px 0 0;font-size:12px;color:#777">${escapeHtml(parts.footer)}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject: parts.subject, text: textLines.join('\n'), html };
}

export function verificationMail(locale: Locale, input: { fname: string; url: string; hours: number }): RenderedMail {
  if (locale === 'fr') {
    return render(locale, {
      subject: `Confirmez votre adresse e-mail pour ${SITE_NAME}`,
      greeting: `Bonjour ${input.fname},`,
      paragraphs: [
        `Bienvenue sur ${SITE_NAME} ! Il ne reste qu’une étape : confirmez votre adresse e-mail pour activer votre compte.`,
        `Ce lien est valable ${input.hours} heures et ne peut être utilisé qu’une seule fois.`,
      ],
      button: { label: 'Confirmer mon adresse e-mail', url: input.url },
      closing: ['À bientôt,', `L’équipe ${SITE_NAME}`],
      footer: `Vous n’avez pas créé de compte sur ${SITE_NAME} ? Ignorez simplement cet e-mail : sans confirmation, le compte ne sera pas activé.`,
    });
  }
  return render(locale, {
    subject: `Bevestig je e-mailadres voor ${SITE_NAME}`,
    greeting: `Hallo ${input.fname},`,
    paragraphs: [
      `Welkom bij ${SITE_NAME}! Nog één stap: bevestig je e-mailadres om je account te activeren.`,
      `Deze link is ${input.hours} uur geldig en werkt maar één keer.`,
    ],
    button: { label: 'Bevestig mijn e-mailadres', url: input.url },
    closing: ['Tot snel,', `Het ${SITE_NAME}-team`],
    footer: `Heb je geen account aangemaakt bij ${SITE_NAME}? Dan mag je deze e-mail gewoon negeren: zonder bevestiging wordt het account niet geactiveerd.`,
  });
}

export function passwordResetMail(locale: Locale, input: { fname: string; url: string; minutes: number }): RenderedMail {
  if (locale === 'fr') {
    return render(locale, {
      subject: `Réinitialisez votre mot de passe ${SITE_NAME}`,
      greeting: `Bonjour ${input.fname},`,
      paragraphs: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
        `Ce lien est valable ${input.minutes} minutes et ne peut être utilisé qu’une seule fois. Après la modification, vous serez déconnecté sur tous vos appareils.`,
      ],
      button: { label: 'Choisir un nouveau mot de passe', url: input.url },
      closing: ['À bientôt,', `L’équipe ${SITE_NAME}`],
      footer: 'Vous n’avez rien demandé ? Ignorez cet e-mail : votre mot de passe actuel reste valable.',
    });
  }
  return render(locale, {
    subject: `Stel je ${SITE_NAME}-wachtwoord opnieuw in`,
    greeting: `Hallo ${input.fname},`,
    paragraphs: [
      'We kregen een aanvraag om het wachtwoord van je account opnieuw in te stellen. Klik op de knop hieronder om een nieuw wachtwoord te kiezen.',
      `Deze link is ${input.minutes} minuten geldig en werkt maar één keer. Na de wijziging word je op al je toestellen uitgelogd.`,
    ],
    button: { label: 'Kies een nieuw wachtwoord', url: input.url },
    closing: ['Tot snel,', `Het ${SITE_NAME}-team`],
    footer: 'Heb je dit niet zelf aangevraagd? Negeer dan deze e-mail: je huidige wachtwoord blijft gewoon geldig.',
  });
}

/**
 * Sent after every password change. The way back for an owner who did not change it is the login
 * page's "forgot password" form (there is no reset page without a mailed token), so the mail says
 * exactly that and its button opens the login page.
 */
export function passwordChangedMail(locale: Locale, input: { fname: string; loginUrl: string }): RenderedMail {
  if (locale === 'fr') {
    return render(locale, {
      subject: `Votre mot de passe ${SITE_NAME} a été modifié`,
      greeting: `Bonjour ${input.fname},`,
      paragraphs: [
        'Le mot de passe de votre compte vient d’être modifié. Vos autres sessions ont été déconnectées par sécurité.',
        'Ce n’était pas vous ? Choisissez immédiatement un nouveau mot de passe : ouvrez la page de connexion avec le bouton ci-dessous et cliquez sur « Mot de passe oublié ? ».',
      ],
      button: { label: 'Ouvrir la page de connexion', url: input.loginUrl },
      closing: ['À bientôt,', `L’équipe ${SITE_NAME}`],
      footer: `Cet e-mail de sécurité est envoyé à chaque modification du mot de passe de votre compte ${SITE_NAME}.`,
    });
  }
  return render(locale, {
    subject: `Je ${SITE_NAME}-wachtwoord is gewijzigd`,
    greeting: `Hallo ${input.fname},`,
    paragraphs: [
      'Het wachtwoord van je account is zonet gewijzigd. Voor de veiligheid zijn je andere sessies uitgelogd.',
      'Was jij dit niet? Kies dan meteen een nieuw wachtwoord: open de inlogpagina met de knop hieronder en klik op “Wachtwoord vergeten?”.',
    ],
    button: { label: 'Naar de inlogpagina', url: input.loginUrl },
    closing: ['Tot snel,', `Het ${SITE_NAME}-team`],
    footer: `Deze beveiligingsmail sturen we bij elke wijziging van het wachtwoord van je ${SITE_NAME}-account.`,
  });
}
