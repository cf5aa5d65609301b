import { describe, expect, it } from 'vitest';
import type { Register, RegisterSave } from '@campus/shared';
import { ApiRequestError } from '../../lib/api';
import {
  forgetQueued,
  forgetRefusal,
  isNetworkFailure,
  isRefusal,
  keepOnPhone,
  newClientKey,
  queuedSave,
  queuedSaves,
  queueSnapshot,
  refusedSaves,
  registerKey,
  sendQueue,
} from './register-queue';

/** localStorage as a browser keeps it, in memory. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (i: number) => [...this.items.keys()][i] ?? null;
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, String(v));
  removeItem = (k: string) => void this.items.delete(k);
  clear = () => this.items.clear();
}

const save = (more: Partial<RegisterSave> = {}): RegisterSave => ({
  allocationId: 31,
  date: '2026-11-27',
  period: 2,
  clientKey: 'key-aaaa-0001',
  baseVersion: null,
  absent: [502, 504],
  reason: null,
  ...more,
});

const stored = (s: RegisterSave) => ({ allocationId: s.allocationId, date: s.date, period: s.period }) as Register;
const refused = (status: number, message: string) => new ApiRequestError(message, status, { message, code: 'CONFLICT' });
const NOW = new Date('2026-11-27T05:00:00Z');

describe('register-queue', () => {
  it('keeps one save per class, day and period: a later one replaces it and both are read back whole', () => {
    const storage = new MemoryStorage();
    keepOnPhone(save(), { owner: 'rao', label: 'A · 22CS501' }, storage, NOW);
    keepOnPhone(save({ period: 3, clientKey: 'key-bbbb-0002' }), { owner: 'rao' }, storage, NOW);
    keepOnPhone(save({ clientKey: 'key-cccc-0003', absent: [501] }), { owner: 'rao', label: 'A · 22CS501' }, storage, NOW);
    expect(queuedSaves(storage)).toEqual([
      { save: save({ clientKey: 'key-cccc-0003', absent: [501] }), owner: 'rao', label: 'A · 22CS501', queuedAt: NOW.toISOString() },
      { save: save({ period: 3, clientKey: 'key-bbbb-0002' }), owner: 'rao', label: null, queuedAt: NOW.toISOString() },
    ]);
    expect(registerKey(save())).toBe('31:2026-11-27:2');
    expect(queuedSave({ allocationId: 31, date: '2026-11-27', period: 2 }, storage)?.save.clientKey).toBe('key-cccc-0003');
    const snapshot = queueSnapshot(storage);
    expect([...snapshot.queued.keys()]).toEqual(['31:2026-11-27:2', '31:2026-11-27:3']);
  });

  it('forgets a save only of the clientKey given, so that a newer one stays', () => {
    const storage = new MemoryStorage();
    keepOnPhone(save({ clientKey: 'key-newer-0002' }), { owner: null }, storage);
    forgetQueued(save(), 'key-aaaa-0001', storage);
    expect(queuedSaves(storage)).toHaveLength(1);
    forgetQueued(save(), undefined, storage);
    expect(queuedSaves(storage)).toEqual([]);
  });

  it('sends each save with its own clientKey and forgets it once stored', async () => {
    const storage = new MemoryStorage();
    keepOnPhone(save(), { owner: 'rao' }, storage);
    keepOnPhone(save({ period: 3, clientKey: 'key-bbbb-0002' }), { owner: 'rao' }, storage);
    const sent: RegisterSave[] = [];
    const outcome = await sendQueue(async (s) => (sent.push(s), stored(s)), 'rao', storage);
    expect(sent.map((s) => s.clientKey)).toEqual(['key-aaaa-0001', 'key-bbbb-0002']);
    expect(sent[0]).toEqual(save());
    expect(outcome).toMatchObject({ kept: 0, refused: [] });
    expect(outcome.sent).toHaveLength(2);
    expect(queuedSaves(storage)).toEqual([]);
  });

  it('keeps a save the network or the server failed, and one of another sign-in', async () => {
    const storage = new MemoryStorage();
    keepOnPhone(save(), { owner: 'rao' }, storage);
    keepOnPhone(save({ period: 3, clientKey: 'key-bbbb-0002' }), { owner: 'iyer' }, storage);
    keepOnPhone(save({ period: 4, clientKey: 'key-cccc-0003' }), { owner: 'rao' }, storage);
    const outcome = await sendQueue(
      (s) => Promise.reject(s.period === 2 ? new TypeError('Failed to fetch') : new ApiRequestError('Internal error', 500, null)),
      'rao',
      storage,
    );
    expect(outcome).toEqual({ sent: [], refused: [], kept: 3 });
    expect(queuedSaves(storage).map((q) => q.save.clientKey)).toEqual(['key-aaaa-0001', 'key-bbbb-0002', 'key-cccc-0003']);
    // A sign-in that ran out is sent again once signed in.
    await sendQueue(() => Promise.reject(refused(401, 'Sign in again')), 'rao', storage);
    expect(queuedSaves(storage)).toHaveLength(3);
  });

  it('forgets a save the server refused and keeps the refusal for its card until it is dismissed', async () => {
    const storage = new MemoryStorage();
    keepOnPhone(save(), { owner: 'rao', label: 'A · 22CS501' }, storage);
    const outcome = await sendQueue(
      () => Promise.reject(refused(409, 'Ms. Iyer marked this register at 27-11-2026 10:15')),
      'rao',
      storage,
      () => NOW,
    );
    const refusal = {
      save: save(),
      owner: 'rao',
      label: 'A · 22CS501',
      status: 409,
      message: 'Ms. Iyer marked this register at 27-11-2026 10:15',
      refusedAt: NOW.toISOString(),
    };
    expect(outcome).toEqual({ sent: [], refused: [refusal], kept: 0 });
    expect(queuedSaves(storage)).toEqual([]);
    expect(refusedSaves(storage)).toEqual([refusal]);
    // Saved again on the phone, the register's refusal goes.
    keepOnPhone(save({ clientKey: 'key-dddd-0004' }), { owner: 'rao' }, storage);
    expect(refusedSaves(storage)).toEqual([]);
    await sendQueue(() => Promise.reject(refused(403, 'Too late')), 'rao', storage);
    forgetRefusal(save(), storage);
    expect(refusedSaves(storage)).toEqual([]);
  });

  it('never sends a register twice at once, nor again once answered', async () => {
    const storage = new MemoryStorage();
    keepOnPhone(save(), { owner: 'rao' }, storage);
    let calls = 0;
    let answer!: () => void;
    const send = (s: RegisterSave) => {
      calls += 1;
      return new Promise<Register>((resolve) => (answer = () => resolve(stored(s))));
    };
    const first = sendQueue(send, 'rao', storage);
    const second = await sendQueue(send, 'rao', storage);
    expect(calls).toBe(1);
    expect(second).toEqual({ sent: [], refused: [], kept: 0 });
    answer();
    await first;
    await sendQueue(send, 'rao', storage);
    expect(calls).toBe(1);
    expect(queuedSaves(storage)).toEqual([]);
  });

  it('keeps a newer save made while an older one was being sent', async () => {
    const storage = new MemoryStorage();
    keepOnPhone(save(), { owner: 'rao' }, storage);
    const outcome = await sendQueue(
      () => {
        keepOnPhone(save({ clientKey: 'key-newer-0009' }), { owner: 'rao' }, storage);
        return Promise.reject(refused(409, 'Changed meanwhile'));
      },
      'rao',
      storage,
    );
    expect(outcome.refused).toEqual([]);
    expect(refusedSaves(storage)).toEqual([]);
    expect(queuedSaves(storage).map((q) => q.save.clientKey)).toEqual(['key-newer-0009']);
  });

  it('tells a failed network from an answer of the server', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(refused(409, 'x'))).toBe(false);
    expect(isRefusal(refused(409, 'x'))).toBe(true);
    expect(isRefusal(refused(400, 'x'))).toBe(true);
    expect(isRefusal(refused(401, 'x'))).toBe(false);
    expect(isRefusal(new ApiRequestError('x', 503, null))).toBe(false);
    expect(isRefusal(new TypeError('x'))).toBe(false);
  });

  it('makes keys the server takes', () => {
    const key = newClientKey();
    expect(key).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(newClientKey()).not.toBe(key);
  });
});
