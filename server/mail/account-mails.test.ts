import { describe, expect, it } from 'vitest';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { passwordChangedMail } from './account-mails';

const LOGIN = { nl: 'https://dealwijzer.example/login', fr: 'https://dealwijzer.example/fr/login' } as const;

describe('passwordChangedMail', () => {
  it.each(['nl', 'fr'] as const)('(%s) says what its button opens: the login page, and its "forgot password" link', (locale) => {
    const mail = passwordChangedMail(locale, { fname: 'Els', loginUrl: LOGIN[locale] });
    // The label the login page really shows, so the reader can find it.
    const forgot = (locale === 'fr' ? fr : nl).Auth.forgotPassword;
    expect(mail.text).toContain(forgot);
    expect(mail.html).toContain(forgot);
    expect(mail.text).toContain(LOGIN[locale]);
    expect(mail.html).toContain(`href="${LOGIN[locale]}"`);
    // The button names the page it opens; nothing promises a reset link the mail does not hold.
    const button = /<a href="[^"]+" style="background[^>]*>([^<]+)<\/a>/.exec(mail.html)?.[1] ?? '';
    expect(button).toMatch(locale === 'fr' ? /page de connexion/ : /inlogpagina/);
    expect(`${mail.text} ${button}`).not.toMatch(/via (de )?link|via le lien|réinitialiser|opnieuw instellen/i);
  });
});
