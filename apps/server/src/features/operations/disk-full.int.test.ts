import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withVerhoeff } from '@campus/shared';
import { fullAdmission } from '../../../test/admission-fixtures.js';
import { bearer, createTestApp, engineFree, multipart, type TestApp } from '../../../test/helpers.js';
import { applications } from '../admissions/applications.table.js';

const JPG = fs.readFileSync(path.resolve(import.meta.dirname, '../../demo/assets/banner.jpg'));

/**
 * A real disk that fills up: a 4 MB tmpfs as DATA_DIR. Mounting needs root, which the test machines
 * and CI have; without it the suite fails here, saying so, rather than skip the check.
 */
function mountSmallDisk(dir: string, mb: number) {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${mb}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (err) {
    throw new Error(`A ${mb} MB tmpfs could not be mounted at ${dir} (this test needs root): ${String((err as Error).message)}`, {
      cause: err,
    });
  }
}

/** Writes until the disk refuses: what is left is less than a page. */
function fillDisk(file: string) {
  const chunk = Buffer.alloc(1024 * 1024, 1);
  const fd = fs.openSync(file, 'a');
  try {
    for (let i = 0; i < 1024; i++) fs.writeSync(fd, chunk);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
    return;
  } finally {
    fs.closeSync(fd);
  }
  throw new Error('the small disk took 1 GB');
}

describe.runIf(engineFree)('a full disk', () => {
  let dataDir: string;
  let t: TestApp;
  let staff: Record<string, string>;
  const filler = () => path.join(dataDir, 'filler');
  const photoFiles = () => {
    const dir = path.join(dataDir, 'files', 'photos');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const save = (aadhaar: string) => {
    const mp = multipart([
      { name: 'applicationFormData', value: JSON.stringify(fullAdmission(aadhaar)), filename: 'blob', type: 'application/json' },
      { name: 'imageUpload', value: JPG, filename: 'photo.jpg', type: 'image/jpeg' },
    ]);
    return t.app.inject({ method: 'POST', url: '/api/saveApplicationFormData', payload: mp.payload, headers: { ...mp.headers, ...staff } });
  };
  const health = async () => (await t.app.inject({ url: '/api/health' })).json();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-disk-'));
    mountSmallDisk(dataDir, 4);
    t = await createTestApp('pglite', { env: { DATA_DIR: dataDir, DISK_MIN_FREE_MB: '1' } });
    staff = await bearer(t.app, 'admissions');
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) execFileSync('umount', [dataDir]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports the disk in the health check: ok while it has room', async () => {
    expect(await health()).toMatchObject({ status: 'ok', disk: { state: 'ok' } });
  });

  it('answers 507 naming the disk when a photo cannot be written, keeps nothing of it, and the health check says so', async () => {
    fillDisk(filler());
    const admissions = (await t.database.db.select().from(applications)).length;
    const refused = await save(withVerhoeff('49931000001'));
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toMatchObject({
      code: 'INSUFFICIENT_STORAGE',
      key: 'page.diskFull',
      message: expect.stringMatching(/^The server's disk is full/),
    });
    expect(photoFiles()).toEqual([]);
    expect((await t.database.db.select().from(applications)).length).toBe(admissions);
    expect(await health()).toMatchObject({ status: 'degraded', disk: { state: 'full', freeMb: 0 } });
  });

  it('saves again once room is freed, without a restart, and the health check is ok again', async () => {
    fs.rmSync(filler());
    const saved = await save(withVerhoeff('49931000002'));
    expect(saved.statusCode).toBe(200);
    expect(photoFiles().length).toBe(1);
    expect(await health()).toMatchObject({ status: 'ok', disk: { state: 'ok' } });
  });

  it('says the disk is low when its free space falls below DISK_MIN_FREE_MB, before any write is refused', async () => {
    fillDisk(filler());
    expect(await health()).toMatchObject({ status: 'degraded', disk: { state: 'low', freeMb: 0 } });
    fs.rmSync(filler());
  });
});

// The embedded database on a disk that fills up: PGlite answers PostgreSQL's disk_full (53100), as a PostgreSQL server does.
describe.runIf(engineFree)('a full disk under the embedded database', () => {
  let dataDir: string;
  let t: TestApp;
  let admin: Record<string, string>;
  const addSeatType = (i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/masterdata/seattypes',
      headers: admin,
      payload: { code: `Q${i}`, label: `Quota ${i} `.padEnd(100, 'x') },
    });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-disk-db-'));
    mountSmallDisk(dataDir, 128);
    t = await createTestApp('pglite', { pgliteDir: path.join(dataDir, 'pg'), env: { DATA_DIR: dataDir, DISK_MIN_FREE_MB: '1' } });
    admin = await bearer(t.app, 'admin');
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) execFileSync('umount', [dataDir]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 507 naming the disk when the database cannot grow, and saves again once room is freed', async () => {
    expect((await addSeatType(0)).statusCode).toBe(201);
    fillDisk(path.join(dataDir, 'filler'));
    // Rows go into the table's last page until it is full; the next one needs the file to grow.
    let refused;
    for (let i = 1; i <= 2000 && !refused; i++) {
      const res = await addSeatType(i);
      if (res.statusCode !== 201) refused = res;
    }
    expect(refused?.statusCode).toBe(507);
    expect(refused?.json()).toMatchObject({ code: 'INSUFFICIENT_STORAGE', key: 'page.diskFull' });
    expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'degraded', disk: { state: 'full' } });

    fs.rmSync(path.join(dataDir, 'filler'));
    expect((await addSeatType(5000)).statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok', disk: { state: 'ok' } });
  });
});
