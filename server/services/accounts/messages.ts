import type { Locale } from '@/lib/i18n/routing';
import {
  EMAIL_MAX_LENGTH,
  MIN_AGE,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  POSTAL_CODE_MAX,
  POSTAL_CODE_MIN,
  type AccountField,
  type AccountValidationMessages,
  type SocialProvider,
} from '@/lib/schemas/account';

/** The account API's texts in both languages (docs/product.md, Errors rows for login, social, registration, reset, avatar, verification). */

const FIELD_LABELS: Record<Locale, Record<AccountField, string>> = {
  nl: {
    email: 'e-mailadres',
    password: 'wachtwoord',
    password_confirmation: 'wachtwoordbevestiging',
    current_password: 'huidig wachtwoord',
    fname: 'voornaam',
    lname: 'achternaam',
    gender: 'geslacht',
    birthday: 'geboortedatum',
    postal_code: 'postcode',
    terms: 'voorwaarden',
    policy: 'privacybeleid',
    token: 'code',
    cache_id: 'aanmelding',
    g_recaptcha: 'beveiligingscontrole',
    avatar: 'profielfoto',
    provider: 'aanmeldmethode',
    file: 'bestand',
  },
  fr: {
    email: 'adresse e-mail',
    password: 'mot de passe',
    password_confirmation: 'confirmation du mot de passe',
    current_password: 'mot de passe actuel',
    fname: 'prénom',
    lname: 'nom',
    gender: 'genre',
    birthday: 'date de naissance',
    postal_code: 'code postal',
    terms: 'conditions',
    policy: 'politique de confidentialité',
    token: 'code',
    cache_id: 'inscription',
    g_recaptcha: 'contrôle de sécurité',
    avatar: 'photo de profil',
    provider: 'mode de connexion',
    file: 'fichier',
  },
};

const PROVIDER_NAMES: Record<SocialProvider, string> = { facebook: 'Facebook', google: 'Google', apple: 'Apple' };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const validation: Record<Locale, AccountValidationMessages> = {
  nl: {
    required: (field) => `${capitalize(FIELD_LABELS.nl[field])} is verplicht.`,
    invalid: (field) => `${capitalize(FIELD_LABELS.nl[field])} is ongeldig.`,
    email: 'Vul een geldig e-mailadres in.',
    emailTooLong: `Het e-mailadres mag niet langer zijn dan ${EMAIL_MAX_LENGTH} tekens.`,
    passwordTooShort: `Het wachtwoord moet minstens ${PASSWORD_MIN_LENGTH} tekens lang zijn.`,
    passwordTooLong: `Het wachtwoord mag niet langer zijn dan ${PASSWORD_MAX_LENGTH} tekens.`,
    passwordConfirmation: 'De wachtwoorden komen niet overeen.',
    passwordUnchanged: 'Het nieuwe wachtwoord moet verschillen van je huidige wachtwoord.',
    name: 'Gebruik alleen letters, spaties, koppeltekens en apostrofs.',
    nameTooLong: `Een naam mag niet langer zijn dan ${NAME_MAX_LENGTH} tekens.`,
    terms: 'Je moet de algemene voorwaarden aanvaarden.',
    policy: 'Je moet het privacybeleid aanvaarden.',
    gender: 'Kies een geslacht.',
    birthday: 'Vul een geldige geboortedatum in.',
    birthdayRange: 'Kies een geboortedatum uit de afgelopen 80 jaar.',
    birthdayFuture: 'Een geboortedatum kan niet in de toekomst liggen.',
    birthdayTooYoung: `Je moet minstens ${MIN_AGE} jaar oud zijn.`,
    postalCode: 'Vul een geldige Belgische postcode in (4 cijfers).',
    postalCodeRange: `Een Belgische postcode ligt tussen ${POSTAL_CODE_MIN} en ${POSTAL_CODE_MAX}.`,
    locale: 'Kies Nederlands of Frans.',
    boolean: 'Deze waarde moet ja of nee zijn.',
  },
  fr: {
    required: (field) => `Le champ ${FIELD_LABELS.fr[field]} est obligatoire.`,
    invalid: (field) => `Le champ ${FIELD_LABELS.fr[field]} n’est pas valide.`,
    email: 'Veuillez saisir une adresse e-mail valide.',
    emailTooLong: `L’adresse e-mail ne peut pas dépasser ${EMAIL_MAX_LENGTH} caractères.`,
    passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
    passwordTooLong: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
    passwordConfirmation: 'Les mots de passe ne correspondent pas.',
    passwordUnchanged: 'Le nouveau mot de passe doit être différent de votre mot de passe actuel.',
    name: 'Utilisez uniquement des lettres, des espaces, des traits d’union et des apostrophes.',
    nameTooLong: `Un nom ne peut pas dépasser ${NAME_MAX_LENGTH} caractères.`,
    terms: 'Vous devez accepter les conditions générales.',
    policy: 'Vous devez accepter la politique de confidentialité.',
    gender: 'Veuillez choisir un genre.',
    birthday: 'Veuillez saisir une date de naissance valide.',
    birthdayRange: 'Choisissez une date de naissance au cours des 80 dernières années.',
    birthdayFuture: 'Une date de naissance ne peut pas être dans le futur.',
    birthdayTooYoung: `Vous devez avoir au moins ${MIN_AGE} ans.`,
    postalCode: 'Veuillez saisir un code postal belge valide (4 chiffres).',
    postalCodeRange: `Un code postal belge est compris entre ${POSTAL_CODE_MIN} et ${POSTAL_CODE_MAX}.`,
    locale: 'Choisissez le néerlandais ou le français.',
    boolean: 'Cette valeur doit être oui ou non.',
  },
};

const texts = {
  nl: {
    invalidCredentialsTitle: 'Ongeldige inloggegevens',
    invalidCredentials: 'Onjuist e-mailadres of wachtwoord. Probeer het opnieuw.',
    emailNotVerified: 'Je e-mailadres is nog niet bevestigd. Klik op de link in de e-mail die we je stuurden.',
    recaptchaTitle: 'Beveiligingscontrole mislukt',
    recaptchaFailed: 'We konden niet bevestigen dat je geen robot bent. Vernieuw de pagina en probeer het opnieuw.',
    tooManyAttempts: (seconds: number) => `Te veel pogingen. Probeer het over ${seconds} seconden opnieuw.`,
    emailTaken: 'Dit e-mailadres is al in gebruik.',
    socialLoginFailed: 'Er ging iets mis bij het inloggen via sociale media.',
    socialCheckFailed: 'Er ging iets mis bij het controleren van je account.',
    socialTokenInvalid: (provider: SocialProvider) => `Je aanmelding bij ${PROVIDER_NAMES[provider]} kon niet worden bevestigd. Probeer het opnieuw.`,
    providerDisabled: (provider: string) => `Inloggen met ${capitalizeProvider(provider)} is niet beschikbaar.`,
    socialSignupExpired: 'Je aanmelding is verlopen. Begin opnieuw met inloggen via sociale media.',
    socialAlreadyRegistered: 'Er bestaat al een account voor deze aanmelding. Log in.',
    emailRequiredForSocial: 'We kregen geen e-mailadres van je account. Vul je e-mailadres in.',
    registered: 'Je account is aangemaakt. We hebben je een e-mail gestuurd om je e-mailadres te bevestigen.',
    verificationSent: 'Als dit adres nog bevestigd moet worden, ontvang je binnen enkele minuten een nieuwe bevestigingsmail.',
    verified: 'Je e-mailadres is bevestigd. Je kunt nu inloggen.',
    verificationInvalid: 'Deze bevestigingslink is ongeldig of verlopen. Vraag een nieuwe aan.',
    resetLinkSent: 'Als er een account bestaat voor dit e-mailadres, ontvang je binnen enkele minuten een e-mail om je wachtwoord opnieuw in te stellen.',
    resetInvalid: 'Deze link om je wachtwoord te herstellen is ongeldig of verlopen. Vraag een nieuwe aan.',
    passwordReset: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',
    currentPasswordWrong: 'Je huidige wachtwoord is niet juist.',
    stepOk: 'Ok',
    loggedOut: 'Je bent uitgelogd.',
    avatarUnknown: 'Upload de profielfoto opnieuw.',
  },
  fr: {
    invalidCredentialsTitle: 'Identifiants invalides',
    invalidCredentials: 'Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.',
    emailNotVerified: 'Votre adresse e-mail n’est pas encore confirmée. Cliquez sur le lien de l’e-mail que nous vous avons envoyé.',
    recaptchaTitle: 'Échec du contrôle de sécurité',
    recaptchaFailed: 'Nous n’avons pas pu confirmer que vous n’êtes pas un robot. Actualisez la page et réessayez.',
    tooManyAttempts: (seconds: number) => `Trop de tentatives. Réessayez dans ${seconds} secondes.`,
    emailTaken: 'Cette adresse e-mail est déjà utilisée.',
    socialLoginFailed: 'Une erreur s’est produite lors de la connexion via les réseaux sociaux.',
    socialCheckFailed: 'Une erreur s’est produite lors de la vérification de votre compte.',
    socialTokenInvalid: (provider: SocialProvider) => `Votre connexion ${PROVIDER_NAMES[provider]} n’a pas pu être confirmée. Veuillez réessayer.`,
    providerDisabled: (provider: string) => `La connexion avec ${capitalizeProvider(provider)} n’est pas disponible.`,
    socialSignupExpired: 'Votre inscription a expiré. Recommencez en vous connectant via les réseaux sociaux.',
    socialAlreadyRegistered: 'Un compte existe déjà pour cette connexion. Connectez-vous.',
    emailRequiredForSocial: 'Nous n’avons pas reçu d’adresse e-mail de votre compte. Veuillez la saisir.',
    registered: 'Votre compte a été créé. Nous vous avons envoyé un e-mail pour confirmer votre adresse.',
    verificationSent: 'Si cette adresse doit encore être confirmée, vous recevrez un nouvel e-mail de confirmation d’ici quelques minutes.',
    verified: 'Votre adresse e-mail est confirmée. Vous pouvez maintenant vous connecter.',
    verificationInvalid: 'Ce lien de confirmation n’est pas valide ou a expiré. Demandez-en un nouveau.',
    resetLinkSent: 'Si un compte existe pour cette adresse e-mail, vous recevrez d’ici quelques minutes un e-mail pour réinitialiser votre mot de passe.',
    resetInvalid: 'Ce lien de réinitialisation n’est pas valide ou a expiré. Demandez-en un nouveau.',
    passwordReset: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
    currentPasswordWrong: 'Votre mot de passe actuel est incorrect.',
    stepOk: 'Ok',
    loggedOut: 'Vous êtes déconnecté.',
    avatarUnknown: 'Veuillez téléverser à nouveau la photo de profil.',
  },
} satisfies Record<Locale, Record<string, unknown>>;

function capitalizeProvider(provider: string): string {
  const known = PROVIDER_NAMES[provider as SocialProvider];
  return known ?? capitalize(provider.replace(/[^a-z0-9-]/gi, '').slice(0, 32));
}

export type AccountTexts = (typeof texts)['nl'];

export function accountTexts(locale: Locale): AccountTexts {
  return texts[locale];
}

export function validationMessages(locale: Locale): AccountValidationMessages {
  return validation[locale];
}
