import path from 'node:path';
import type { Config } from '../../../config.js';
import { createMsg91Provider } from './msg91.adapter.js';
import { createSmsSimulator } from './sms-simulator.js';
import type { SmsDeliveryReport, SmsProvider } from './sms.types.js';

/** The configured SMS provider: MSG91, the demo's simulator writing to DATA_DIR/sms, or none. */
export function createSmsProviderOf(
  config: Pick<Config, 'sms' | 'dataDir'>,
  onReport: (report: SmsDeliveryReport) => void,
): SmsProvider | undefined {
  const sms = config.sms;
  if (sms.provider === 'msg91') return createMsg91Provider({ authKey: sms.authKey!, ...(sms.baseUrl ? { baseUrl: sms.baseUrl } : {}) });
  if (sms.provider === 'simulator')
    return createSmsSimulator({ dir: path.join(config.dataDir, 'sms'), ratePerSecond: sms.ratePerSecond, onReport });
  return undefined;
}
