import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GATEWAY_PASSWORD_MASK, NAME_MAX, PASSWORD_MAX, type GatewayKeyChangeAnswer, type GatewayKeysAnswer } from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { translateMessage } from '../../lib/api';
import { useDeleteGatewayKey } from './api/delete-gateway-key';
import { useGatewayKeys } from './api/get-gateway-keys';
import { useSaveGatewayKeys } from './api/save-gateway-keys';
import { useUpdateGatewayKey } from './api/update-gateway-key';

/** One editable row: a fee type and what is typed for it; `uniquekey` when a key is saved. */
interface Row {
  feeType: string;
  name: string;
  uniquekey?: string;
  userName: string;
  password: string;
}

type Action = { kind: 'save'; rows: Row[] } | { kind: 'update'; row: Row } | { kind: 'delete'; row: Row };
const CONFIRM = { save: 'confirmSave', update: 'confirmUpdate', delete: 'confirmDelete' } as const;

/** One row per fee type, with its saved key if there is one (and a row for a saved key whose fee type is gone). */
function rowsOf(answer: GatewayKeysAnswer): Row[] {
  const saved = new Map(answer.list.map((k) => [k.feeType, k]));
  const rows: Row[] = answer.feeTypes.map((f) => {
    const key = saved.get(f.code);
    return {
      feeType: f.code,
      name: f.name,
      uniquekey: key?.uniquekey,
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
        userName: key.paymentGatewayUserName,
        password: GATEWAY_PASSWORD_MASK,
      });
  return rows;
}

const filled = (row: Row) => row.userName.trim() !== '' && row.password !== '';
const entry = (row: Row) => ({ feeType: row.feeType, paymentGatewayUserName: row.userName.trim(), paymentGatewayPassword: row.password });

interface KeyRowProps {
  row: Row;
  showErrors: boolean;
  busy: boolean;
  change: (patch: Partial<Row>) => void;
  ask: (action: Action) => void;
}

function KeyRow({ row, showErrors, busy, change, ask }: KeyRowProps) {
  const { t } = useTranslation();
  const label = { feeType: row.feeType };
  const missing = (value: string) => showErrors && value.trim() === '';
  return (
    <Paper
      component="li"
      variant="outlined"
      data-fee-type={row.feeType}
      sx={{ p: 2, display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: '200px 1fr 1fr auto' } }}
    >
      <Box>
        <Typography sx={{ fontWeight: 700, fontFamily: 'monospace' }}>{row.feeType}</Typography>
        <Typography variant="body2" color="text.secondary">
          {row.name}
        </Typography>
        <Chip
          size="small"
          sx={{ mt: 0.5 }}
          color={row.uniquekey ? 'success' : 'default'}
          variant="outlined"
          label={t(row.uniquekey ? 'gatewayKeys.saved' : 'gatewayKeys.notSaved')}
        />
      </Box>
      <TextField
        size="small"
        label={t('gatewayKeys.userName')}
        value={row.userName}
        onChange={(e) => change({ userName: e.target.value })}
        error={missing(row.userName)}
        helperText={missing(row.userName) ? t('gatewayKeys.required') : undefined}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: NAME_MAX, 'aria-label': t('gatewayKeys.userNameFor', label) } }}
      />
      <TextField
        size="small"
        type="password"
        label={t('gatewayKeys.password')}
        value={row.password}
        onChange={(e) => change({ password: e.target.value })}
        onFocus={(e) => row.password === GATEWAY_PASSWORD_MASK && e.target.select()}
        error={missing(row.password)}
        helperText={missing(row.password) ? t('gatewayKeys.required') : row.uniquekey ? t('gatewayKeys.keepPassword') : undefined}
        autoComplete="new-password"
        slotProps={{ htmlInput: { maxLength: PASSWORD_MAX, 'aria-label': t('gatewayKeys.passwordFor', label) } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pt: 0.25 }}>
        {row.uniquekey ? (
          <>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => ask({ kind: 'update', row })}
              aria-label={t('gatewayKeys.updateFor', label)}
            >
              {t('gatewayKeys.update')}
            </Button>
            <Button
              color="error"
              disabled={busy}
              onClick={() => ask({ kind: 'delete', row })}
              aria-label={t('gatewayKeys.deleteFor', label)}
            >
              {t('gatewayKeys.delete')}
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => ask({ kind: 'save', rows: [row] })}
            aria-label={t('gatewayKeys.saveFor', label)}
          >
            {t('gatewayKeys.save')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

/** The confirmation before a change: YES goes on, NO (or closing) leaves everything as it is. */
function Confirm({ action, answer }: { action: Action | null; answer: (yes: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={action !== null} onClose={() => answer(false)} aria-labelledby="gateway-confirm">
      <DialogContent>
        <DialogContentText id="gateway-confirm">{action && t(`gatewayKeys.${CONFIRM[action.kind]}`)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)}>{t('gatewayKeys.no')}</Button>
        <Button variant="contained" onClick={() => answer(true)} autoFocus>
          {t('gatewayKeys.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What the user typed, by fee type, over the rows the server answered. */
function useEdits(answer: GatewayKeysAnswer | undefined) {
  const [edits, setEdits] = useState<Record<string, Partial<Row>>>({});
  const rows = useMemo(() => (answer ? rowsOf(answer).map((r) => ({ ...r, ...edits[r.feeType] })) : []), [answer, edits]);
  const change = (feeType: string, patch: Partial<Row>) => setEdits((e) => ({ ...e, [feeType]: { ...e[feeType], ...patch } }));
  const reset = (feeTypes: string[]) => setEdits((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !feeTypes.includes(k))));
  return { rows, change, reset };
}

export function GatewayKeysPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const keys = useGatewayKeys();
  const { rows, change, reset } = useEdits(keys.data);
  const [action, setAction] = useState<Action | null>(null);
  const [showErrors, setShowErrors] = useState<Set<string>>(new Set());
  const done = (feeTypes: string[]) => ({
    onSuccess: (answer: GatewayKeyChangeAnswer) => {
      reset(feeTypes);
      enqueueSnackbar(translateMessage(answer.message) ?? answer.message, { variant: answer.status === 'true' ? 'success' : 'error' });
    },
    onError: (err: Error) => enqueueSnackbar(err.message, { variant: 'error' }),
  });
  const save = useSaveGatewayKeys();
  const update = useUpdateGatewayKey();
  const remove = useDeleteGatewayKey();
  const busy = save.isPending || update.isPending || remove.isPending;

  /** A save or update needs both fields: the empty ones are marked instead of asking. */
  const ask = (next: Action) => {
    const checked = next.kind === 'save' ? next.rows : next.kind === 'update' ? [next.row] : [];
    const incomplete = checked.filter((r) => !filled(r)).map((r) => r.feeType);
    setShowErrors(new Set(incomplete));
    if (incomplete.length === 0) setAction(next);
  };
  const answer = (yes: boolean) => {
    const confirmed = action;
    setAction(null);
    if (!yes || !confirmed) return;
    if (confirmed.kind === 'save') save.mutate(confirmed.rows.map(entry), done(confirmed.rows.map((r) => r.feeType)));
    else if (confirmed.kind === 'update')
      update.mutate({ ...entry(confirmed.row), uniquekey: confirmed.row.uniquekey! }, done([confirmed.row.feeType]));
    else remove.mutate(confirmed.row.uniquekey!, done([confirmed.row.feeType]));
  };
  const saveAll = () => {
    const fresh = rows.filter((r) => !r.uniquekey && filled(r));
    if (fresh.length === 0) enqueueSnackbar(t('gatewayKeys.nothingNew'), { variant: 'warning' });
    else ask({ kind: 'save', rows: fresh });
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
            <KeyRow
              key={row.feeType}
              row={row}
              busy={busy}
              showErrors={showErrors.has(row.feeType)}
              change={(patch) => change(row.feeType, patch)}
              ask={ask}
            />
          ))}
        </Box>
      )}
      <Confirm action={action} answer={answer} />
    </Box>
  );
}
