import type { Locale } from '@/lib/i18n/routing';
import type { PostErrorKey } from '@/lib/schemas/post';
import { POST_LIMITS } from '@/lib/schemas/post';

/**
 * The posting API's texts in both languages (docs/posting.md): the schema's error keys as the 422
 * answers them, and the refusals of the moderation checks. The wizard shows its own post.errors.*
 * for the same keys; these are the server's words for clients that show the answer as it is.
 */

const ERRORS: Record<Locale, Record<PostErrorKey, string>> = {
  nl: {
    title: `Geef een titel van hoogstens ${POST_LIMITS.title} tekens.`,
    content: 'Beschrijf je promo.',
    quote: `Je mening mag hoogstens ${POST_LIMITS.quote} tekens lang zijn.`,
    category: `Kies één of ${POST_LIMITS.categories} bestaande categorieën.`,
    origin_url: 'Geef een geldig webadres (http of https) of een domeinnaam.',
    format: 'Deze waarde heeft niet het juiste formaat.',
    date_range: 'De begindatum mag niet na de einddatum liggen, en geen datum vóór gisteren.',
    numbers_only: `Geef een getal groter dan 0 en hoogstens ${POST_LIMITS.numberMax}.`,
    discount_percent: 'Een korting in procent ligt tussen 0 en 100.',
    price_order: 'De oude prijs moet hoger zijn dan de nieuwe prijs.',
    discount_code: 'Geef de kortingscode.',
    webshop: 'Kies een bestaande webshop.',
    expired_at: 'Geef de einddatum.',
    started_at: 'Geef de begindatum.',
    type: 'Kies een type en een subtype.',
    own_images: 'Gebruik alleen afbeeldingen die je zelf uploadde.',
  },
  fr: {
    title: `Indiquez un titre de ${POST_LIMITS.title} caractères au plus.`,
    content: 'Décrivez votre promo.',
    quote: `Votre avis ne peut pas dépasser ${POST_LIMITS.quote} caractères.`,
    category: `Choisissez une ou ${POST_LIMITS.categories} catégories existantes.`,
    origin_url: 'Indiquez une adresse web valide (http ou https) ou un nom de domaine.',
    format: "Cette valeur n'a pas le bon format.",
    date_range: "La date de début ne peut pas être après la date de fin, ni aucune date avant hier.",
    numbers_only: `Indiquez un nombre supérieur à 0 et au plus ${POST_LIMITS.numberMax}.`,
    discount_percent: 'Une réduction en pourcentage est comprise entre 0 et 100.',
    price_order: "L'ancien prix doit être plus élevé que le nouveau prix.",
    discount_code: 'Indiquez le code promo.',
    webshop: 'Choisissez une boutique en ligne existante.',
    expired_at: 'Indiquez la date de fin.',
    started_at: 'Indiquez la date de début.',
    type: 'Choisissez un type et un sous-type.',
    own_images: 'Utilisez uniquement des images que vous avez vous-même envoyées.',
  },
};

export function postErrorText(locale: Locale, key: PostErrorKey): string {
  return ERRORS[locale][key];
}

const TEXTS = {
  nl: {
    validation: 'Validation Error',
    tooMany: (limit: number) => `Je plaatste het afgelopen uur al ${limit} promo's. Probeer het later opnieuw.`,
  },
  fr: {
    validation: 'Validation Error',
    tooMany: (limit: number) => `Vous avez déjà publié ${limit} promos au cours de la dernière heure. Réessayez plus tard.`,
  },
} as const;

export function postTexts(locale: Locale) {
  return TEXTS[locale];
}
