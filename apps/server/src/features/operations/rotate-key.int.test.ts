import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { TEST_SECRET_KEY } from '../../../test/seeded-databases.js';
import { createAadhaarVault } from '../admissions/aadhaar-vault.js';
import { applications } from '../admissions/applications.table.js';
import { createGatewayKeyVault } from '../payments/gateway-keys.vault.js';
import { gatewayKeys } from '../payments/payments.table.js';
import { rotateKey, RotationRefused } from './rotate-key.service.js';
import { KeyMismatchError } from './server-key.js';

const oldKey = Buffer.from(TEST_SECRET_KEY, 'hex');
const newKey = Buffer.alloc(32, 7);

for (const target of targets) {
  describe(`rotating the secret key (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target);
      await t.database.db.insert(gatewayKeys).values({
        uniqueKey: 'K1',
        feeType: 'TUITION',
        username: 'shop1',
        passwordSealed: createGatewayKeyVault(oldKey).seal('gw-pass', 'TUITION'),
      });
    });
    afterAll(async () => t?.close());

    it('re-seals every Aadhaar number and gateway password in one go; the old key no longer starts a server', async () => {
      const before = await t.database.db.select().from(applications);
      expect(before.length).toBeGreaterThan(0);
      const numbers = before.map((a) => createAadhaarVault(oldKey).decrypt(a.aadhaarCipher));

      await expect(rotateKey(t.database.db, Buffer.alloc(32, 9), newKey)).rejects.toThrow(RotationRefused);
      const rotated = await rotateKey(t.database.db, oldKey, newKey);
      expect(rotated).toEqual({ aadhaarNumbers: before.length, gatewayPasswords: 1 });

      const vault = createAadhaarVault(newKey);
      const after = await t.database.db.select().from(applications).orderBy(applications.id);
      const byId = new Map(before.map((a, i) => [a.id, numbers[i]!]));
      for (const row of after) {
        expect(vault.decrypt(row.aadhaarCipher)).toBe(byId.get(row.id));
        expect(row.aadhaarHash).toBe(vault.hash(byId.get(row.id)!));
      }
      const [key] = await t.database.db.select().from(gatewayKeys);
      expect(createGatewayKeyVault(newKey).unseal(key!.passwordSealed, 'TUITION')).toBe('gw-pass');

      const start = (hex: string) => buildApp({ ...t.config, appSecretKey: hex }, { database: t.database, seed: false });
      await expect(start(TEST_SECRET_KEY)).rejects.toThrow(KeyMismatchError);
      const renewed = await start(newKey.toString('hex'));
      await renewed.close();
    });
  });
}
