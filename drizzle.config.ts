import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied in code (server/db/client.ts), because
// `drizzle-kit migrate` fails silently on PGlite when a migration creates an extension.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
