import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { env } from '@/lib/env';
import { openJobQueue } from '../jobs/open';
import {
  MIGRATIONS_FOLDER,
  createPool,
  migrateDatabase,
  openPglite,
  wrapPglite,
  wrapPool,
  type DatabaseHandle,
} from './client';

/** An isolated, migrated, empty database for one test (or one test file). Close it when done. */
export type TestDbHandle = DatabaseHandle & {
  /** The PostgreSQL database name, when running against TEST_DATABASE_URL. */
  databaseName?: string;
};

/**
 * A fresh database per call: PGlite in memory by default, or a new database on the PostgreSQL server
 * of TEST_DATABASE_URL when that is set. Either way it is created from a template migrated once, so
 * a call costs well under a second.
 */
export async function createTestDb(): Promise<TestDbHandle> {
  const adminUrl = env().TEST_DATABASE_URL;
  return adminUrl ? createPostgresTestDb(adminUrl) : createPgliteTestDb();
}

// ---- PGlite: a migrated in-memory instance is dumped once and kept on disk under node_modules/.cache,
// named after the migrations, pg-boss and PGlite (templateHash), so the many test files (each its own
// module graph) load the dump instead of migrating again: about 5 s saved per file. Each test loads
// the dump (what PGlite's clone() does), so no template instance stays open to keep the process alive.

const PGLITE_CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'dealwijzer-test-db');

let pgliteTemplate: Promise<Blob> | undefined;

async function buildPgliteDump(): Promise<Blob> {
  const handle = wrapPglite(await openPglite());
  try {
    await migrateDatabase(handle);
    await installJobSchema(handle);
    return await handle.pglite.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

function pgliteTemplateDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = path.join(PGLITE_CACHE_DIR, `pglite-${await templateHash(await packageVersion('@electric-sql/pglite'))}.tar`);
    const cached = await readFile(file).catch(() => null);
    if (cached) return new Blob([cached]);
    const dump = await buildPgliteDump();
    // Written under a private name and renamed, so a parallel test process never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await mkdir(PGLITE_CACHE_DIR, { recursive: true });
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    // Dumps of older migrations are of no further use (best effort: a parallel process may sweep first).
    for (const other of await readdir(PGLITE_CACHE_DIR).catch(() => [] as string[])) {
      if (other.startsWith('pglite-') && other.endsWith('.tar') && path.join(PGLITE_CACHE_DIR, other) !== file) {
        await rm(path.join(PGLITE_CACHE_DIR, other), { force: true }).catch(() => undefined);
      }
    }
    return dump;
  })();
  pgliteTemplate.catch(() => {
    pgliteTemplate = undefined;
  });
  return pgliteTemplate;
}

async function createPgliteTestDb(): Promise<TestDbHandle> {
  const dump = await pgliteTemplateDump();
  return wrapPglite(await openPglite({ loadDataDir: dump }));
}

// ---- PostgreSQL: a template database named after the migrations' content is built once per server
// (under an advisory lock, so parallel test processes wait for one builder), then each test gets
// `CREATE DATABASE … TEMPLATE …`, dropped again on close.

const TEST_DB_PREFIX = 'deals_test_';
const TEMPLATE_PREFIX = 'deals_tmpl_';
const TEMPLATE_LOCK_KEY = 7_240_312;
/** Test databases older than this were left behind by a crashed run and may be dropped. */
const STALE_TEST_DB_MS = 6 * 60 * 60 * 1000;

let postgresTemplate: Promise<string> | undefined;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The job queue's schema and queues (pg-boss installs them on its first start, which takes a while). */
async function installJobSchema(handle: DatabaseHandle): Promise<void> {
  const queue = await openJobQueue(handle, { supervise: false });
  await queue.stop();
}

/** An installed package's version: pg-boss upgrades migrate its own schema, PGlite's data format may change. */
async function packageVersion(name: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** Names a migrated template: the migrations' content, pg-boss's version and any extra part (PGlite's version). */
async function templateHash(extra = ''): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`pg-boss ${await packageVersion('pg-boss')}${extra ? ` ${extra}` : ''}`);
  const files = (await readdir(MIGRATIONS_FOLDER)).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files) hash.update(file).update(await readFile(path.join(MIGRATIONS_FOLDER, file)));
  return hash.digest('hex').slice(0, 16);
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const result = await client.query('select 1 from pg_database where datname = $1', [name]);
  return (result.rowCount ?? 0) > 0;
}

async function sweepStaleDatabases(client: pg.Client, currentTemplate: string): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    'select datname from pg_database where datname like $1 or datname like $2',
    [`${TEMPLATE_PREFIX}%`, `${TEST_DB_PREFIX}%`],
  );
  for (const { datname } of rows) {
    const isOldTemplate = datname.startsWith(TEMPLATE_PREFIX) && datname !== currentTemplate;
    const createdMs = Number.parseInt(datname.slice(TEST_DB_PREFIX.length).split('_')[0] ?? '', 36);
    const isStaleTestDb =
      datname.startsWith(TEST_DB_PREFIX) && Number.isFinite(createdMs) && Date.now() - createdMs > STALE_TEST_DB_MS;
    if (!isOldTemplate && !isStaleTestDb) continue;
    // Best effort: another checkout may still be using an older template.
    await client
      .query(`alter database ${quoteIdent(datname)} is_template false`)
      .then(() => client.query(`drop database if exists ${quoteIdent(datname)}`))
      .catch(() => undefined);
  }
}

function postgresTemplateName(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `${TEMPLATE_PREFIX}${await templateHash()}`;
    await withAdmin(adminUrl, async (admin) => {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
      try {
        if (await databaseExists(admin, name)) return;
        // Built under another name and renamed when complete, so the final name always means "migrated".
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${quoteIdent(building)} with (force)`);
        await admin.query(`create database ${quoteIdent(building)}`);
        const handle = wrapPool(createPool(databaseUrl(adminUrl, building)));
        try {
          await migrateDatabase(handle);
          await installJobSchema(handle);
        } finally {
          await handle.close();
        }
        await admin.query(`alter database ${quoteIdent(building)} rename to ${quoteIdent(name)}`);
        await admin.query(`alter database ${quoteIdent(name)} with is_template true allow_connections false`);
        await sweepStaleDatabases(admin, name);
      } finally {
        await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
      }
    });
    return name;
  })();
  postgresTemplate.catch(() => {
    postgresTemplate = undefined;
  });
  return postgresTemplate;
}

async function createPostgresTestDb(adminUrl: string): Promise<TestDbHandle> {
  const template = await postgresTemplateName(adminUrl);
  const name = `${TEST_DB_PREFIX}${Date.now().toString(36)}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) =>
    admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`),
  );
  const handle = wrapPool(createPool(databaseUrl(adminUrl, name)));
  return {
    ...handle,
    databaseName: name,
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${quoteIdent(name)} with (force)`));
    },
  };
}
