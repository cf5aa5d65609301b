import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { AuditFilter } from '@campus/shared';
import { apiBlob, downloadBlob } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { auditFilterQuery } from './get-audit-log';

export const getAuditLogWorkbook = (filter: AuditFilter) => apiBlob('audit-log/export.xlsx', { query: auditFilterQuery(filter) });

/** Fetches the filtered audit log as .xlsx and hands it to the browser as a download. */
export const downloadAuditLogMutationOptions = () =>
  mutationOptions({
    mutationFn: async (filter: AuditFilter) => downloadBlob(await getAuditLogWorkbook(filter), 'audit-log.xlsx'),
  });

export const useDownloadAuditLog = (config?: MutationConfig<void, AuditFilter>) =>
  useMutation({ ...config, ...downloadAuditLogMutationOptions() });
