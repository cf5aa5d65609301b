import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { systemClock, type Clock } from '../../../lib/clock.js';
import { INDIAN_MOBILE, type SmsDeliveryReport, type SmsMessage, type SmsProvider, type SmsSendResult } from './sms.types.js';

export interface SmsSimulatorOptions {
  /** Each accepted message becomes one file here, readable by the server's own user only. */
  dir: string;
  ratePerSecond?: number;
  /** Called as the provider's delivery webhook would be, a moment after the send has answered. */
  onReport: (report: SmsDeliveryReport) => void;
  /** How long after the send's answer the report comes; a real provider's take seconds. */
  reportAfterMs?: number;
  clock?: Clock;
}

export interface SmsSimulator extends SmsProvider {
  /** While down, every send answers `retry`: an outage, for tests. */
  down(isDown: boolean): void;
  /** While on, each report comes before the send answers, as a webhook can beat the provider's answer: for tests. */
  reportFirst(on: boolean): void;
}

const REPORT_AFTER_MS = 50;

/**
 * The demo's and the tests' provider: no network. Numbers ending 0000 are accepted and then reported
 * failed (a blocked number); numbers ending 9999 are refused as invalid.
 */
export function createSmsSimulator({
  dir,
  ratePerSecond = 20,
  onReport,
  reportAfterMs = REPORT_AFTER_MS,
  clock = systemClock,
}: SmsSimulatorOptions): SmsSimulator {
  let isDown = false;
  let beforeAnswer = false;
  /** When the sends of the last second were let through. */
  let recent: number[] = [];

  async function send(message: SmsMessage): Promise<SmsSendResult> {
    if (isDown) return { outcome: 'retry', reason: 'provider unavailable' };
    if (!takeRateSlot()) return { outcome: 'retry', reason: 'rate limited', waitSeconds: 1 };
    if (!INDIAN_MOBILE.test(message.to) || message.to.endsWith('9999')) return { outcome: 'refused', reason: 'invalid number' };

    const providerRef = randomBytes(12).toString('hex');
    try {
      await writeMessage(providerRef, message);
    } catch {
      return { outcome: 'retry', reason: 'the simulator could not write the message' };
    }
    const report = () => onReport(reportFor(providerRef, message.to));
    if (beforeAnswer) report();
    else setTimeout(report, reportAfterMs);
    return { outcome: 'accepted', providerRef };
  }

  function takeRateSlot(): boolean {
    const now = clock().getTime();
    recent = recent.filter((at) => now - at < 1000);
    if (recent.length >= ratePerSecond) return false;
    recent.push(now);
    return true;
  }

  async function writeMessage(providerRef: string, message: SmsMessage) {
    const lines = [
      `To: ${message.to}`,
      `Sender: ${message.senderHeader}`,
      `DLT entity: ${message.dltEntityId}`,
      `DLT template: ${message.dltTemplateId}`,
      '',
      message.text,
      '',
    ];
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    await fs.writeFile(path.join(dir, `${providerRef}.txt`), lines.join('\n'), { mode: 0o600, flag: 'wx' });
  }

  function reportFor(providerRef: string, to: string): SmsDeliveryReport {
    const at = clock();
    if (to.endsWith('0000')) return { providerRef, to, state: 'failed', reason: 'Blocked number', at };
    return { providerRef, to, state: 'delivered', reason: null, at };
  }

  return {
    name: 'simulator',
    send,
    balance: async () => null,
    down: (value: boolean) => {
      isDown = value;
    },
    reportFirst: (on: boolean) => {
      beforeAnswer = on;
    },
  };
}
