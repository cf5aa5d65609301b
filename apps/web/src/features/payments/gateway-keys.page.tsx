import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GATEWAY_PASSWORD_MASK,
  gatewayKeyInputSchema,
  type GatewayKeyChangeAnswer,
  type GatewayKeyInput,
  type GatewayKeysAnswer,
} from '@campus/shared';
import { showServerFieldError } from '../../components/form/use-zod-form';
import { PageHeader } from '../../components/page-header';
import { ApiRequestError, serverMessage } from '../../lib/api';
import { useDeleteGatewayKey } from './api/delete-gateway-key';
import { useGatewayKeys } from './api/get-gateway-keys';
import { useSaveGatewayKeys } from './api/save-gateway-keys';
import { useUpdateGatewayKey } from './api/update-gateway-key';
import { GatewayKeyConfirm } from './components/gateway-key-confirm';
import { GatewayKeyRow, type GatewayKeyAction, type GatewayKeyForm, type GatewayKeyRowData } from './components/gateway-key-row';

/** One row per fee type, with its saved key if there is one (and a row for a saved key whose fee type is gone). */
function rowsOf(answer: GatewayKeysAnswer): GatewayKeyRowData[] {
  const saved = new Map(answer.list.map((k) => [k.feeType, k]));
  const rows: GatewayKeyRowData[] = answer.feeTypes.map((f) => {
    const key = saved.get(f.code);
    return {
      feeType: f.code,
      name: f.name,
      uniquekey: key?.uniquekey,
      updatedAt: key?.updatedAt,
      userName: key?.paymentGatewayUserName ?? '',
      password: key ? GATEWAY_PASSWORD_MASK : '',
    };
  });
  for (const key of answer.list)
    if (!answer.feeTypes.some((f) => f.code === key.feeType))
      rows.push({
        feeType: key.feeType,
        name: key.feeType,
        uniquekey: key.uniquekey,
        updatedAt: key.updatedAt,
        userName: key.paymentGatewayUserName,
        password: GATEWAY_PASSWORD_MASK,
      });
  return rows;
}

/** The fee types a change was for, so that a refusal naming an entry (`0.paymentGatewayPassword`) finds its row. */
const feeTypesOf = (action: GatewayKeyAction) =>
  action.kind === 'save' ? action.entries.map((e) => e.feeType) : [action.kind === 'update' ? action.entry.feeType : action.feeType];

/** A refusal naming the field of one entry of a list (`1.paymentGatewayUserName`), as the field of that entry's row. */
function entryFieldError(err: Error, feeTypes: string[]): { feeType: string; err: Error } | undefined {
  if (!(err instanceof ApiRequestError) || !err.body?.field) return undefined;
  const [first, ...rest] = err.body.field.split('.');
  const index = /^\d+$/.test(first) ? Number(first) : undefined;
  if (index === undefined) return feeTypes.length === 1 ? { feeType: feeTypes[0], err } : undefined;
  const feeType = feeTypes[index];
  return feeType ? { feeType, err: new ApiRequestError(err.message, err.status, { ...err.body, field: rest.join('.') }) } : undefined;
}

/** '/app/Fees/Payment Gateway Keys': the gateway's user name and password for each fee type (001 §2, §7, §8). */
export function GatewayKeysPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const keys = useGatewayKeys();
  const rows = useMemo(() => (keys.data ? rowsOf(keys.data) : []), [keys.data]);
  const forms = useRef(new Map<string, GatewayKeyForm>());
  const attach = useCallback((feeType: string, form: GatewayKeyForm | null) => {
    if (form) forms.current.set(feeType, form);
    else forms.current.delete(feeType);
  }, []);
  const [action, setAction] = useState<GatewayKeyAction | null>(null);
  const done = (feeTypes: string[]) => ({
    onSuccess: (answer: GatewayKeyChangeAnswer) =>
      enqueueSnackbar(serverMessage(answer), { variant: answer.status === 'true' ? 'success' : 'error' }),
    onError: (err: Error) => {
      const named = entryFieldError(err, feeTypes);
      const form = named && forms.current.get(named.feeType);
      if (form) showServerFieldError(form, named.err);
      enqueueSnackbar(err.message, { variant: 'error' });
    },
  });
  const save = useSaveGatewayKeys();
  const update = useUpdateGatewayKey();
  const remove = useDeleteGatewayKey();
  const busy = save.isPending || update.isPending || remove.isPending;

  const answer = (yes: boolean) => {
    const confirmed = action;
    setAction(null);
    if (!yes || !confirmed) return;
    const feeTypes = feeTypesOf(confirmed);
    if (confirmed.kind === 'save') save.mutate(confirmed.entries, done(feeTypes));
    else if (confirmed.kind === 'update') update.mutate(confirmed.entry, done(feeTypes));
    else remove.mutate(confirmed.uniquekey, done(feeTypes));
  };
  /** Every row not saved yet whose fields are both filled in; the others are left as they are. */
  const saveAll = () => {
    const entries = rows
      .filter((r) => !r.uniquekey)
      .flatMap((r): GatewayKeyInput[] => {
        const checked = gatewayKeyInputSchema.safeParse(forms.current.get(r.feeType)?.getValues());
        return checked.success ? [checked.data] : [];
      });
    if (entries.length === 0) enqueueSnackbar(t('gatewayKeys.nothingNew'), { variant: 'warning' });
    else setAction({ kind: 'save', entries });
  };

  const canSaveAll = rows.some((r) => !r.uniquekey);
  return (
    <Box>
      <PageHeader
        title={t('gatewayKeys.title')}
        subtitle={t('gatewayKeys.subtitle')}
        actions={
          canSaveAll && (
            <Button variant="outlined" onClick={saveAll} disabled={busy}>
              {t('gatewayKeys.saveAll')}
            </Button>
          )
        }
      />
      {keys.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {keys.isError && (
        <Alert severity="error" action={<Button onClick={() => void keys.refetch()}>{t('gatewayKeys.retry')}</Button>}>
          {t('gatewayKeys.loadFailed')}
        </Alert>
      )}
      {keys.data && rows.length === 0 && (
        <Alert severity="warning" role="alert">
          <strong>{t('gatewayKeys.feeTypesMissing')}</strong>
          <Box>{t('gatewayKeys.feeTypesMissingHint')}</Box>
        </Alert>
      )}
      {rows.length > 0 && (
        <Box component="ul" aria-label={t('gatewayKeys.tableLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {rows.map((row) => (
            // A key saved, changed or deleted starts its row afresh from the server's answer.
            <GatewayKeyRow
              key={`${row.feeType} ${row.uniquekey ?? ''} ${row.updatedAt ?? ''}`}
              row={row}
              busy={busy}
              ask={setAction}
              attach={attach}
            />
          ))}
        </Box>
      )}
      <GatewayKeyConfirm action={action} answer={answer} />
    </Box>
  );
}
