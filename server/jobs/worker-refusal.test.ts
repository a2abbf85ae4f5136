import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workerRefusal } from './worker-refusal';

describe('npm run worker', () => {
  it('refuses the embedded database (a second process on one PGlite folder corrupts it) and names the fix', () => {
    const refusal = workerRefusal({ DATABASE_URL: undefined });
    expect(refusal).toContain('DATABASE_URL');
    expect(refusal).toContain('npm start');
    expect(workerRefusal({ DATABASE_URL: 'postgres://db.example/deals' })).toBeNull();
  });

  it('exits with status 2 and the message, before opening any database', () => {
    const cwd = process.cwd();
    // A clean environment: nothing of this process's configuration (DATABASE_URL above all) leaks in.
    const result = spawnSync(process.execPath, [path.join(cwd, 'node_modules/tsx/dist/cli.mjs'), 'server/jobs/worker-cli.ts'], {
      cwd,
      env: { NODE_ENV: 'test', DATABASE_URL: '', DATA_DIR: '/nonexistent/never-created', LOG_LEVEL: 'error' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('npm run worker needs DATABASE_URL');
  }, 90_000);
});
