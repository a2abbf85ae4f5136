import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', '.bench/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'server/db/migrations/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through lib/env.ts.' },
      ],
    },
  },
  {
    // The only places allowed to read the environment: the validated config module and tooling entry points.
    files: ['lib/env.ts', 'scripts/**', '*.config.ts', '*.config.mjs', 'instrumentation.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Playwright fixtures and msw helpers call functions named `use…` that are not React hooks.
    files: ['tests/**', '**/*.test.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['app/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/server/*', '**/server/*'], message: 'The front end talks to the API only through lib/api.' }],
          paths: [
            {
              name: 'next-intl',
              importNames: ['useTranslations', 'useLocale', 'useFormatter', 'useMessages', 'useNow', 'useTimeZone', 'NextIntlClientProvider'],
              message: "Components translate through '#i18n' (docs/architecture.md, \"Translations in the browser\").",
            },
          ],
        },
      ],
    },
  },
  {
    // The two targets of '#i18n' (package.json "imports"): next-intl's hooks on the server, ours in the browser.
    files: ['lib/i18n/server-hooks.ts', 'lib/i18n/client/hooks.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
];

export default config;
