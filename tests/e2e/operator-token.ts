/**
 * The operator token of the e2e server (playwright.config.ts passes it as OPERATOR_TOKEN) and of
 * the specs that call the operator routes (operator-helpers.ts). At least 16 characters, as the
 * server asks. The runner's own OPERATOR_TOKEN wins, for a server started elsewhere (E2E_BASE_URL).
 */
// The specs and the config run outside the app, so lib/env.ts does not apply.
// eslint-disable-next-line no-restricted-properties
export const E2E_OPERATOR_TOKEN = process.env.OPERATOR_TOKEN || 'e2e-operator-token-0123456789';
