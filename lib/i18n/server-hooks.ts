/**
 * What `#i18n` (package.json "imports") means in server components: next-intl's own hooks, which read the
 * request's messages on the server. In the browser the same import is lib/i18n/client/hooks.tsx
 * (docs/architecture.md, "Translations in the browser").
 */
export { useFormatter, useLocale, useTranslations } from 'next-intl';
