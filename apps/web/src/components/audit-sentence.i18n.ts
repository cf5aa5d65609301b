import { AUDIT_ENTRY_TEXTS } from '@campus/shared';
import { AUDIT_ENTRY_TEXTS_DE } from './audit-entry.de';

/** How audit entries read (audit.entry.…): they load with the first page that shows one (the audit log, the dashboard). */
export default {
  en: { audit: { entry: AUDIT_ENTRY_TEXTS } },
  de: { audit: { entry: AUDIT_ENTRY_TEXTS_DE } },
};
