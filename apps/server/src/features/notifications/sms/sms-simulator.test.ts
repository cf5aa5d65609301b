import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSmsSimulator, type SmsSimulatorOptions } from './sms-simulator.js';
import type { SmsDeliveryReport, SmsMessage } from './sms.types.js';

const message: SmsMessage = {
  to: '+919812345678',
  senderHeader: 'CAMPUS',
  dltEntityId: '1101456789012345678',
  dltTemplateId: '1107161234567890123',
  providerTemplateId: 'fee-receipt',
  variables: ['Asha Rao', 'Rs 12,500'],
  text: 'Dear Asha Rao, your fee of Rs 12,500 is received. -CAMPUS',
  reference: 'sms-000042',
};

let root: string;
let dir: string;
let reports: SmsDeliveryReport[];
let now: Date;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'sms-simulator-'));
  dir = path.join(root, 'sms');
  reports = [];
  now = new Date('2026-06-01T09:00:00.000Z');
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

let reported: () => void = () => undefined;
/** A simulator of this test: a report of an earlier test's, coming late, is not this test's. */
const simulator = (options: Partial<SmsSimulatorOptions> = {}) => {
  const into = reports;
  return createSmsSimulator({
    dir,
    onReport: (report) => {
      into.push(report);
      if (into === reports) reported();
    },
    clock: () => now,
    ...options,
  });
};

/** Until the simulator's next report, which comes a moment after the send answered, as a webhook would. */
const nextReport = () => new Promise<void>((resolve) => (reported = resolve));

describe('the SMS simulator', () => {
  it('writes an accepted message to <dir>/<providerRef>.txt, for the server user only', async () => {
    const result = await simulator().send(message);

    expect(result.outcome).toBe('accepted');
    const { providerRef } = result as { providerRef: string };
    expect(providerRef).toMatch(/^[0-9a-f]{24}$/);
    const file = path.join(dir, `${providerRef}.txt`);
    expect(await fs.readFile(file, 'utf8')).toBe(
      [
        'To: +919812345678',
        'Sender: CAMPUS',
        'DLT entity: 1101456789012345678',
        'DLT template: 1107161234567890123',
        '',
        'Dear Asha Rao, your fee of Rs 12,500 is received. -CAMPUS',
        '',
      ].join('\n'),
    );
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect((await fs.stat(dir)).mode & 0o777).toBe(0o700);
  });

  it('gives each message its own reference', async () => {
    const sms = simulator();
    const first = await sms.send(message);
    const second = await sms.send(message);
    expect(first).not.toEqual(second);
    expect(await fs.readdir(dir)).toHaveLength(2);
  });

  it('reports delivery after the send has answered, as the webhook would', async () => {
    const coming = nextReport();
    const result = await simulator().send(message);
    expect(reports).toEqual([]);

    await coming;
    expect(reports).toEqual([
      { providerRef: (result as { providerRef: string }).providerRef, to: '+919812345678', state: 'delivered', reason: null, at: now },
    ]);
  });

  it('accepts a number ending 0000 and reports it failed: a blocked number', async () => {
    const coming = nextReport();
    const result = await simulator().send({ ...message, to: '+919812340000' });
    expect(result.outcome).toBe('accepted');

    await coming;
    expect(reports).toMatchObject([{ to: '+919812340000', state: 'failed', reason: 'Blocked number' }]);
  });

  it('refuses a number ending 9999, or one that is not an Indian mobile, and writes nothing', async () => {
    const sms = simulator();
    expect(await sms.send({ ...message, to: '+919812349999' })).toEqual({ outcome: 'refused', reason: 'invalid number' });
    expect(await sms.send({ ...message, to: '+441234567890' })).toEqual({ outcome: 'refused', reason: 'invalid number' });
    await expect(fs.readdir(dir)).rejects.toThrow();

    // Reports come in the order of the sends: the next one reported is the first accepted.
    const coming = nextReport();
    const accepted = await sms.send(message);
    await coming;
    expect(reports.map((r) => r.providerRef)).toEqual([(accepted as { providerRef: string }).providerRef]);
  });

  it('answers retry to more than ratePerSecond sends within one second', async () => {
    const sms = simulator({ ratePerSecond: 3 });
    for (let i = 0; i < 3; i++) expect((await sms.send(message)).outcome).toBe('accepted');
    expect(await sms.send(message)).toEqual({ outcome: 'retry', reason: 'rate limited', waitSeconds: 1 });

    now = new Date(now.getTime() + 999);
    expect((await sms.send(message)).outcome).toBe('retry');
    now = new Date(now.getTime() + 1);
    expect((await sms.send(message)).outcome).toBe('accepted');
  });

  it('answers retry to every send while down, and sends again once up', async () => {
    const sms = simulator();
    sms.down(true);
    expect(await sms.send(message)).toEqual({ outcome: 'retry', reason: 'provider unavailable' });
    expect(await sms.send({ ...message, to: '+919812349999' })).toEqual({ outcome: 'retry', reason: 'provider unavailable' });

    sms.down(false);
    const coming = nextReport();
    expect((await sms.send(message)).outcome).toBe('accepted');
    await coming;
    expect(reports).toHaveLength(1);
  });

  it('reports before the send answers while told to, as a webhook can beat the provider’s answer', async () => {
    const sms = simulator();
    sms.reportFirst(true);
    const result = sms.send(message);
    expect(reports).toEqual([]);
    const { providerRef } = (await result) as { providerRef: string };
    expect(reports.map((r) => r.providerRef)).toEqual([providerRef]);
  });

  it('does not know its balance', async () => {
    const sms = simulator();
    expect(sms.name).toBe('simulator');
    expect(await sms.balance()).toBeNull();
  });
});
