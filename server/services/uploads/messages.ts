import type { Locale } from '@/lib/i18n/routing';
import type { ImageProblem } from './image';

/** What an image upload refusal says (errors.file), in the request's language. */
type UploadTexts = {
  required: string;
  type: (extensions: readonly string[]) => string;
  mismatch: string;
  tooLarge: (megabytes: number) => string;
  unreadable: string;
  tooManyPixels: string;
};

/** `a, b ${and} c`, each item through `item` (Dutch writes `png-, jpg- of jpeg-bestand`). */
function list(extensions: readonly string[], and: string, item: (extension: string) => string = (extension) => extension): string {
  const items = extensions.map(item);
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

const texts: Record<Locale, UploadTexts> = {
  nl: {
    required: 'Kies een afbeelding.',
    type: (extensions) => `De afbeelding moet een ${list(extensions, 'of', (extension) => `${extension}-`)}bestand zijn.`,
    mismatch: 'De inhoud van dit bestand past niet bij de extensie van de bestandsnaam.',
    tooLarge: (megabytes) => `De afbeelding mag niet groter zijn dan ${megabytes} MB.`,
    unreadable: 'Dit bestand is geen geldige afbeelding.',
    tooManyPixels: 'Deze afbeelding heeft te veel pixels.',
  },
  fr: {
    required: 'Choisissez une image.',
    type: (extensions) => `L’image doit être un fichier ${list(extensions, 'ou')}.`,
    mismatch: 'Le contenu de ce fichier ne correspond pas à l’extension de son nom.',
    tooLarge: (megabytes) => `L’image ne peut pas dépasser ${megabytes} Mo.`,
    unreadable: 'Ce fichier n’est pas une image valide.',
    tooManyPixels: 'Cette image compte trop de pixels.',
  },
};

export function imageProblemMessage(locale: Locale, problem: ImageProblem, rules: { extensions: readonly string[]; maxBytes: number }): string {
  const t = texts[locale];
  switch (problem) {
    case 'required':
      return t.required;
    case 'type':
      return t.type(rules.extensions);
    case 'mismatch':
      return t.mismatch;
    case 'too_large':
      return t.tooLarge(Math.round(rules.maxBytes / 1024 / 1024));
    case 'unreadable':
      return t.unreadable;
    case 'too_many_pixels':
      return t.tooManyPixels;
  }
}
