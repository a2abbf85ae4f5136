import { describe, expect, it } from 'vitest';
import { postgresTestFiles } from './postgres-test-files.mjs';

describe("the PostgreSQL pass's test files", () => {
  const files = postgresTestFiles();

  it('holds the tests that open a test database, through the API harness or directly', () => {
    expect(files).toContain('server/routes/post-uploads.test.ts'); // useApiHarness
    expect(files).toContain('server/jobs/jobs.test.ts'); // createTestDb directly
    expect(files).toContain('scripts/front-server.test.ts'); // outside server/, through the harness
  });

  it('leaves out those that would run exactly as in the PGlite pass', () => {
    expect(files).not.toContain('server/media/svg.test.ts'); // pure functions
    expect(files).not.toContain('server/services/passwords.test.ts');
    expect(files).not.toContain('server/db/migrate-statistics.test.ts'); // its own PGlite, whatever TEST_DATABASE_URL says
    expect(files.every((file) => file.endsWith('.test.ts') || file.endsWith('.test.tsx'))).toBe(true);
  });
});
