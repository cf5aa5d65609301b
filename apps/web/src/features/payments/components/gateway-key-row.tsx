import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GATEWAY_PASSWORD_MASK, gatewayKeyInputSchema, NAME_MAX, PASSWORD_MAX, type GatewayKeyInput } from '@campus/shared';
import { FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';

/** One fee type's row: its saved key (`uniquekey`, the mask as password) or empty fields. */
export interface GatewayKeyRowData {
  feeType: string;
  name: string;
  uniquekey?: string;
  /** When the saved key last changed: a changed key starts its row afresh. */
  updatedAt?: string;
  userName: string;
  password: string;
}

/** The form of one row, checked by the shared schema of a gateway key. */
export type GatewayKeyForm = UseFormReturn<GatewayKeyInput, unknown, GatewayKeyInput>;

/** What a row's button asks for, with the row's checked entry. */
export type GatewayKeyAction =
  | { kind: 'save'; entries: GatewayKeyInput[] }
  | { kind: 'update'; entry: GatewayKeyInput & { uniquekey: string } }
  | { kind: 'delete'; feeType: string; uniquekey: string };

interface GatewayKeyRowProps {
  row: GatewayKeyRowData;
  busy: boolean;
  ask: (action: GatewayKeyAction) => void;
  /** Hands the row's form to the page (Save all, a refusal naming a field), and takes it back on leaving. */
  attach: (feeType: string, form: GatewayKeyForm | null) => void;
}

/** A fee type with its gateway user name and password; Save for a new key, Update and Delete for a saved one. */
export function GatewayKeyRow({ row, busy, ask, attach }: GatewayKeyRowProps) {
  const { t } = useTranslation();
  const label = { feeType: row.feeType };
  const form = useZodForm(gatewayKeyInputSchema, {
    feeType: row.feeType,
    paymentGatewayUserName: row.userName,
    paymentGatewayPassword: row.password,
    uniquekey: row.uniquekey,
  });
  useEffect(() => {
    attach(row.feeType, form);
    return () => attach(row.feeType, null);
  }, [attach, row.feeType, form]);
  const uniquekey = row.uniquekey;
  // A save or update needs both fields: the empty ones are marked instead of asking.
  const submit = form.handleSubmit((entry) =>
    ask(uniquekey ? { kind: 'update', entry: { ...entry, uniquekey } } : { kind: 'save', entries: [entry] }),
  );

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
          color={uniquekey ? 'success' : 'default'}
          variant="outlined"
          label={t(uniquekey ? 'gatewayKeys.saved' : 'gatewayKeys.notSaved')}
        />
      </Box>
      <FormTextField
        control={form.control}
        name="paymentGatewayUserName"
        size="small"
        label={t('gatewayKeys.userName')}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: NAME_MAX, 'aria-label': t('gatewayKeys.userNameFor', label) } }}
      />
      <FormTextField
        control={form.control}
        name="paymentGatewayPassword"
        size="small"
        type="password"
        label={t('gatewayKeys.password')}
        onFocus={(e) => e.target.value === GATEWAY_PASSWORD_MASK && e.target.select()}
        helperText={uniquekey ? t('gatewayKeys.keepPassword') : undefined}
        autoComplete="new-password"
        slotProps={{ htmlInput: { maxLength: PASSWORD_MAX, 'aria-label': t('gatewayKeys.passwordFor', label) } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pt: 0.25 }}>
        {uniquekey ? (
          <>
            <Button variant="contained" disabled={busy} onClick={() => void submit()} aria-label={t('gatewayKeys.updateFor', label)}>
              {t('gatewayKeys.update')}
            </Button>
            <Button
              color="error"
              disabled={busy}
              onClick={() => ask({ kind: 'delete', feeType: row.feeType, uniquekey })}
              aria-label={t('gatewayKeys.deleteFor', label)}
            >
              {t('gatewayKeys.delete')}
            </Button>
          </>
        ) : (
          <Button variant="contained" disabled={busy} onClick={() => void submit()} aria-label={t('gatewayKeys.saveFor', label)}>
            {t('gatewayKeys.save')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
