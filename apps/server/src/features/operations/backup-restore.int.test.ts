import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withVerhoeff } from '@campus/shared';
import { buildApp } from '../../app.js';
import { parseConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { simpleAdmission } from '../../../test/admission-fixtures.js';
import { bearer, freshPostgres, rowCounter, targets } from '../../../test/helpers.js';
import { runCli } from '../../../test/server-process.js';
import type { ScratchDatabase } from '../../../test/scratch-database.js';
import { seededPglite, seededPostgres, TEST_SECRET_KEY } from '../../../test/seeded-databases.js';
import { openDataFolder } from './data-folder.js';

const PROCESS_TIMEOUT = 240_000;
const assets = path.resolve(import.meta.dirname, '../../demo/assets');
const photos = {
  jpg: fs.readFileSync(path.join(assets, 'banner.jpg')),
  png: fs.readFileSync(path.join(assets, 'logo.png')),
};
let serial = 0;
const aadhaar = () => withVerhoeff(`7${String(Date.now() % 1e6).padStart(6, '0')}${String(++serial).padStart(4, '0')}`);

function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
}

/** Every file under `dir` with its bytes, by path relative to it. */
function filesUnder(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const entries = fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile());
  return Object.fromEntries(
    entries.map((e) => {
      const file = path.join(e.parentPath, e.name);
      return [path.relative(dir, file), crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')];
    }),
  );
}

/** What a user of the install sees: the admissions with their Aadhaar numbers and photos, and the receipt PDFs' text. */
async function whatUsersSee(app: FastifyInstance, rollNumbers: string[], studentIds: number[]) {
  const staff = await bearer(app, 'admissions');
  const parent = await bearer(app, 'parent');
  const admissions = [];
  for (const roll of rollNumbers) admissions.push((await app.inject({ url: `/api/admissions/students/${roll}`, headers: staff })).json());
  const photoBytes = [];
  for (const id of studentIds) photoBytes.push((await app.inject({ url: `/api/admissions/photos/${id}`, headers: staff })).rawPayload);
  const receipts = (await app.inject({ url: '/api/payments/receipts', headers: parent })).json() as { receiptNo: string }[];
  const receiptTexts = [];
  for (const r of receipts) {
    const pdf = await app.inject({ url: `/api/payments/receipts/${encodeURIComponent(r.receiptNo)}`, headers: parent });
    receiptTexts.push(pdfText(pdf.rawPayload));
  }
  return { admissions, photoBytes, receipts, receiptTexts };
}

/** Row counts and a few whole rows of the tables a college lives on. */
async function records(database: Database) {
  const counts = await (await rowCounter(database))();
  const sample = async (table: string) =>
    ((await database.db.execute(sql`select * from ${sql.identifier(table)} order by id limit 5`)) as unknown as { rows: unknown[] }).rows;
  const sequences = (
    (await database.db.execute(
      sql`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
    )) as unknown as {
      rows: unknown[];
    }
  ).rows;
  return {
    counts,
    sequences,
    applications: await sample('applications'),
    results: await sample('student_results'),
    collections: await sample('fee_collections'),
    users: await sample('users'),
  };
}

for (const target of targets) {
  describe(`backup and restore (${target})`, () => {
    // The run's seeded copies are sealed with the test key (test/seeded-databases.ts).
    const key = TEST_SECRET_KEY;
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-backup-'));
    const sourceDir = path.join(work, 'source');
    const restoredDir = path.join(work, 'restored');
    const archive = path.join(work, 'college.tar.gz');
    const scratch: ScratchDatabase[] = [];
    let sourceEnv: Record<string, string>;
    let restoredEnv: Record<string, string>;
    let app: FastifyInstance;
    const rollNumbers: string[] = [];
    const studentIds: number[] = [];
    const aadhaarNumbers: string[] = [];
    let seen: Awaited<ReturnType<typeof whatUsersSee>>;

    const envFor = (dataDir: string, databaseUrl?: string) => ({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEMO: 'false',
      PAYMENT_JOBS_SECONDS: '0',
      DATA_DIR: dataDir,
      APP_SECRET_KEY: key,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const newDatabase = async () => {
      if (target !== 'postgres') return undefined;
      const db = await freshPostgres();
      scratch.push(db);
      return db.url;
    };
    /** The install's database, opened while no server runs. */
    const openInstall = async (env: Record<string, string>) => {
      if (env.DATABASE_URL) return { database: await openDatabase({ databaseUrl: env.DATABASE_URL }), release: () => {} };
      const folder = await openDataFolder({ dataDir: env.DATA_DIR }, 'test');
      return { database: folder.database, release: folder.lock.release };
    };

    /** A demo college of 10 students: a copy of the run's seeded database, in the data folder or a database of its own. */
    const seededInstall = async (dataDir: string) => {
      if (target === 'postgres') {
        const { scratch: copy, seeded } = await seededPostgres(process.env.TEST_DATABASE_URL!, { students: 10 });
        scratch.push(copy);
        return { url: copy.url, seeded };
      }
      const seededCopy = await seededPglite({ students: 10 });
      const dump = await seededCopy.dump!();
      await seededCopy.close();
      await (await openDatabase({ pgliteDir: path.join(dataDir, 'pg'), pgliteSnapshot: dump })).close();
      return { url: undefined, seeded: true };
    };

    beforeAll(async () => {
      const source = await seededInstall(sourceDir);
      sourceEnv = envFor(sourceDir, source.url);
      restoredEnv = envFor(restoredDir, await newDatabase());
      app = await buildApp({ ...parseConfig(sourceEnv), webDist: '/nonexistent-web' }, { seed: source.seeded ? false : { students: 10 } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const staff = await bearer(app, 'admissions');
      for (const [name, type] of [
        ['Meena Kumari', 'jpg'],
        ['Lakshmi Prasanna', 'png'],
      ] as const) {
        const photo = { fileName: `photo.${type}`, base64: photos[type].toString('base64') };
        aadhaarNumbers.push(aadhaar());
        const res = await app.inject({
          method: 'POST',
          url: '/api/getStudentadmissiondata',
          payload: { ...simpleAdmission(aadhaarNumbers.at(-1)!, { name }), photo },
          headers: staff,
        });
        expect(res.statusCode, res.body).toBe(200);
        rollNumbers.push(res.json().rollNumber);
        studentIds.push(res.json().studentId);
      }
      seen = await whatUsersSee(app, rollNumbers, studentIds);
    }, PROCESS_TIMEOUT);

    afterAll(async () => {
      await app?.close();
      for (const db of scratch) await db.drop();
      fs.rmSync(work, { recursive: true, force: true });
    });

    it(
      'backs up the running install into one file with a manifest, and says the key is not in it',
      async () => {
        const made = await runCli('backup.ts', sourceEnv, [archive]);
        expect(made.code).toBe(0);
        const from = target === 'pglite' ? `taken by the running server (process ${process.pid})` : 'taken from PostgreSQL';
        expect(made.out).toMatch(
          new RegExp(
            `^Backup written to ${archive} \\([\\d.]+ MB: \\d+ tables, [\\d,]+ rows, 2 files of [\\d.]+ MB, migration \\d{4}_\\w+\\), ${from.replace(/[()]/g, '\\$&')}\\.\n`,
          ),
        );
        expect(made.out).toContain('The secret key is NOT in the backup. Keep APP_SECRET_KEY apart from the backup file');

        const listed: string[] = [];
        await tar.t({ file: archive, onReadEntry: (e) => listed.push(e.path) });
        expect(listed[0]).toBe('manifest.json');
        expect(listed).toEqual(
          expect.arrayContaining(['database/applications.jsonl', 'database/student_results.jsonl', 'database/fee_collections.jsonl']),
        );
        expect(listed.filter((p) => p.startsWith('files/photos/') && !p.endsWith('/'))).toHaveLength(2);
        expect(listed.some((p) => p.includes('secret.key'))).toBe(false);
        expect(fs.readdirSync(sourceDir).filter((f) => f.startsWith('.backup-'))).toEqual([]);

        // The install keeps answering after its backup.
        expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
      },
      PROCESS_TIMEOUT,
    );

    it(
      'refuses a restore with another secret key, naming both fingerprints',
      async () => {
        const other = { ...restoredEnv, APP_SECRET_KEY: crypto.randomBytes(32).toString('hex') };
        const refused = await runCli('restore.ts', other, [archive]);
        expect(refused.code).toBe(1);
        expect(refused.out).toMatch(
          /^This backup was made with another secret key \(fingerprint [0-9a-f]{8}; this install's is [0-9a-f]{8}\)/,
        );
        expect(filesUnder(restoredDir)).toEqual({});
      },
      PROCESS_TIMEOUT,
    );

    it(
      'restores into an empty install with the same key: the same records, files, Aadhaar numbers and receipts',
      async () => {
        const restored = await runCli('restore.ts', restoredEnv, [archive]);
        expect(restored.code).toBe(0);
        expect(restored.out).toMatch(
          new RegExp(
            `^Restored ${archive} \\(\\d+ tables, [\\d,]+ rows, 2 files of [\\d.]+ MB, migration \\d{4}_\\w+; taken .+ on ${target}\\)`,
          ),
        );
        expect(restored.out).toContain('The restored install needs the same secret key as the backed-up one; APP_SECRET_KEY matches it.');

        await app.close();
        const source = await openInstall(sourceEnv);
        const before = await records(source.database);
        await source.database.close();
        source.release();
        const copy = await openInstall(restoredEnv);
        const after = await records(copy.database);
        await copy.database.close();
        copy.release();
        expect(after).toEqual(before);
        expect(before.counts.applications).toBeGreaterThanOrEqual(2);
        expect(before.counts.student_results).toBeGreaterThan(0);
        expect(before.counts.fee_collections).toBeGreaterThan(0);

        expect(filesUnder(path.join(restoredDir, 'files'))).toEqual(filesUnder(path.join(sourceDir, 'files')));
        expect(Object.keys(filesUnder(path.join(restoredDir, 'files', 'photos')))).toHaveLength(2);

        app = await buildApp({ ...parseConfig(restoredEnv), webDist: '/nonexistent-web' }, { seed: false });
        const now = await whatUsersSee(app, rollNumbers, studentIds);
        expect(now).toEqual(seen);
        // Read back through the app, decrypted with the key the restored install was given.
        expect(now.admissions[0]).toMatchObject({ form: { name: 'Meena Kumari', aadharNo: aadhaarNumbers[0] } });
        expect(now.admissions[1]).toMatchObject({ form: { name: 'Lakshmi Prasanna', aadharNo: aadhaarNumbers[1] } });
        expect(now.photoBytes[0].equals(photos.jpg)).toBe(true);
        expect(now.photoBytes[1].equals(photos.png)).toBe(true);
        expect(now.receipts.length).toBeGreaterThan(0);
        expect(now.receiptTexts[0]).toContain(now.receipts[0].receiptNo);
      },
      PROCESS_TIMEOUT,
    );

    it(
      'refuses to restore into an install that is not empty, naming why',
      async () => {
        await app.close();
        const refused = await runCli('restore.ts', restoredEnv, [archive]);
        expect(refused.code).toBe(1);
        expect(refused.out).toContain(
          target === 'pglite'
            ? `${restoredDir} already holds a database (${path.join(restoredDir, 'pg')}): a restore fills an empty data folder only.`
            : 'The database in DATABASE_URL is not empty (',
        );
      },
      PROCESS_TIMEOUT,
    );

    // The manifest check comes before any database is opened: one engine is enough.
    if (target === 'pglite')
      it(
        'refuses a backup from a migration newer than this code, naming both',
        async () => {
          const unpacked = path.join(work, 'unpacked');
          fs.mkdirSync(unpacked);
          await tar.x({ file: archive, cwd: unpacked });
          const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
          const known = manifest.migration.tag;
          manifest.migration = { ...manifest.migration, tag: '9999_from_the_future', when: manifest.migration.when + 1 };
          fs.writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest));
          const future = path.join(work, 'future.tar.gz');
          await tar.c({ gzip: true, file: future, cwd: unpacked }, ['manifest.json', 'database', 'files']);

          const emptyDir = path.join(work, 'empty');
          const refused = await runCli('restore.ts', envFor(emptyDir), [future]);
          expect(refused.code).toBe(1);
          expect(refused.out).toContain(
            `This backup was taken at migration 9999_from_the_future, which this Campus ERP does not know (it knows up to ${known})`,
          );
          expect(fs.existsSync(path.join(emptyDir, 'pg'))).toBe(false);
        },
        PROCESS_TIMEOUT,
      );
  });
}
