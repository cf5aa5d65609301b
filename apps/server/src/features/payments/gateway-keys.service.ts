import crypto from 'node:crypto';
import {
  changedFields,
  GATEWAY_PASSWORD_MASK,
  type GatewayKeyChangeAnswer,
  type GatewayKeyInput,
  type GatewayKeysAnswer,
  serverText,
} from '@campus/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { translateDatabaseError } from '../../db/database-error.js';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error.js';
import { loadSecretKey } from '../../lib/secret-key.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { FeesService } from './fees.service.js';
import { createGatewayKeyVault } from './gateway-keys.vault.js';
import { createGatewayKeysRepository, type GatewayKeyRow } from './gateway-keys.repository.js';

export interface GatewayKeysServiceDeps {
  db: Db;
  config: Pick<Config, 'appSecretKey' | 'dataDir' | 'env'>;
  audit: AuditService;
  /** The fee types a key can be kept for: the fees feature's list. */
  fees: Pick<FeesService, 'feeTypeList'>;
}

const ENTITY = 'gateway_key';
/** A unique index violation on the fee type (a save racing another). */
const feeTypeTaken = (feeType: string, field: string) => ({
  unique: { fee_type: { text: serverText('gatewayKeys.exists', { feeType }), field } },
});

/** A saved key as the list shows it: never its password, only the mask. */
const listed = (row: GatewayKeyRow) => ({
  uniquekey: row.uniqueKey,
  feeType: row.feeType,
  paymentGatewayUserName: row.username,
  paymentGatewayPassword: GATEWAY_PASSWORD_MASK as typeof GATEWAY_PASSWORD_MASK,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The gateway's shop credentials per fee type (001 §2, §7). Passwords are sealed before they reach
 * the database and are never answered; every change is audited in its own transaction.
 */
export function createGatewayKeysService({ db, config, audit, fees }: GatewayKeysServiceDeps) {
  const vault = createGatewayKeyVault(loadSecretKey(config));
  const repo = createGatewayKeysRepository(db);

  const feeTypeList = async () =>
    (await fees.feeTypeList()).map(({ code, name }) => ({ code, name })).sort((a, b) => a.code.localeCompare(b.code));

  async function list(): Promise<GatewayKeysAnswer> {
    const [rows, feeTypes] = await Promise.all([repo.list(), feeTypeList()]);
    return { status: 'true', list: rows.map(listed), feeTypes };
  }

  /** The fee type's own code for what was typed (any case), or a 400 naming the field. */
  function feeTypeCode(known: { code: string }[], typed: string, field: string): string {
    const found = known.find((f) => f.code.toLowerCase() === typed.toLowerCase());
    if (!found) throw invalid(serverText('gatewayKeys.unknownFeeType', { feeType: typed }), field);
    return found.code;
  }

  /** `POST savePaymentGatewayKeyMaintenance`: every entry is new; all are saved or none. */
  async function save(entries: GatewayKeyInput[], actor: Actor): Promise<GatewayKeyChangeAnswer> {
    // Read before the transaction: on the embedded database a read outside it would wait for it.
    const known = await feeTypeList();
    await db.transaction(async (tx) => {
      const r = createGatewayKeysRepository(tx);
      const seen = new Set<string>();
      for (const [i, entry] of entries.entries()) {
        const code = feeTypeCode(known, entry.feeType, `${i}.feeType`);
        if (seen.has(code)) throw invalid(serverText('gatewayKeys.twice', { feeType: code }), `${i}.feeType`);
        seen.add(code);
        if (await r.byFeeType(code)) throw conflict(serverText('gatewayKeys.exists', { feeType: code }), `${i}.feeType`);
        if (entry.paymentGatewayPassword === GATEWAY_PASSWORD_MASK)
          throw invalid(serverText('gatewayKeys.passwordNeeded', { feeType: code }), `${i}.paymentGatewayPassword`);
        const uniqueKey = crypto.randomUUID();
        const username = entry.paymentGatewayUserName;
        try {
          await r.insert({ uniqueKey, feeType: code, username, passwordSealed: vault.seal(entry.paymentGatewayPassword, code) });
        } catch (err) {
          throw translateDatabaseError(err, feeTypeTaken(code, `${i}.feeType`));
        }
        await audit.record(tx, {
          actor,
          action: 'gatewayKey.save',
          entity: ENTITY,
          entityId: uniqueKey,
          details: { feeType: code, username },
        });
      }
    });
    return { status: 'true', ...serverText('gatewayKeys.saved') };
  }

  /** `PUT updatePaymentGatewayKeyMaintenance`: the mask as password keeps the stored one. */
  async function update(entry: GatewayKeyInput & { uniquekey: string }, actor: Actor): Promise<GatewayKeyChangeAnswer> {
    const known = await feeTypeList();
    await db.transaction(async (tx) => {
      const r = createGatewayKeysRepository(tx);
      const saved = await r.byUniqueKey(entry.uniquekey);
      if (!saved) throw notFound(serverText('gatewayKeys.notFound'));
      const code = feeTypeCode(known, entry.feeType, 'feeType');
      const other = code === saved.feeType ? undefined : await r.byFeeType(code);
      if (other) throw conflict(serverText('gatewayKeys.exists', { feeType: code }), 'feeType');
      const keep = entry.paymentGatewayPassword === GATEWAY_PASSWORD_MASK;
      // A kept password moves with its fee type: it is sealed to the fee type.
      const password = keep ? vault.unseal(saved.passwordSealed, saved.feeType) : entry.paymentGatewayPassword;
      const username = entry.paymentGatewayUserName;
      try {
        await r.update(saved.id, { feeType: code, username, passwordSealed: vault.seal(password, code) });
      } catch (err) {
        throw translateDatabaseError(err, feeTypeTaken(code, 'feeType'));
      }
      await audit.record(tx, {
        actor,
        action: 'gatewayKey.update',
        entity: ENTITY,
        entityId: saved.uniqueKey,
        details: { feeType: code },
        // The password is sealed: the entry says only whether it changed.
        changes: changedFields(
          { feeType: saved.feeType, username: saved.username, password: 'kept' },
          { feeType: code, username, password: keep ? 'kept' : 'new' },
          { secret: ['password'] },
        ),
      });
    });
    return { status: 'true', ...serverText('gatewayKeys.updated') };
  }

  /** `DELETE deletPaymentGatewayKeyMaintenance?uniquekey`. */
  async function remove(uniqueKey: string, actor: Actor): Promise<GatewayKeyChangeAnswer> {
    await db.transaction(async (tx) => {
      const r = createGatewayKeysRepository(tx);
      const saved = await r.byUniqueKey(uniqueKey);
      if (!saved) throw notFound(serverText('gatewayKeys.notFound'));
      await r.remove(saved.id);
      await audit.record(tx, {
        actor,
        action: 'gatewayKey.delete',
        entity: ENTITY,
        entityId: saved.uniqueKey,
        details: { feeType: saved.feeType, username: saved.username },
      });
    });
    return { status: 'true', ...serverText('gatewayKeys.deleted') };
  }

  /**
   * The gateway credentials of a fee type, unsealed, for the gateway client; null when none are kept.
   * A password that no longer opens (the secret key changed) is an error, not a missing key.
   */
  async function credentialsFor(feeTypeCode: string): Promise<{ username: string; password: string } | null> {
    const row = await repo.byFeeType(feeTypeCode);
    if (!row) return null;
    try {
      return { username: row.username, password: vault.unseal(row.passwordSealed, row.feeType) };
    } catch {
      throw new AppError('INTERNAL', serverText('gatewayKeys.passwordUnreadable', { feeType: row.feeType }));
    }
  }

  return { list, save, update, remove, credentialsFor };
}

export type GatewayKeysService = ReturnType<typeof createGatewayKeysService>;
