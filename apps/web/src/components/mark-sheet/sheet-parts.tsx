import { Alert, Box, Chip, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markSheetUnlockSchema, TEXT_MAX, type MarkSheet } from '@campus/shared';
import { addTranslations } from '../../i18n';
import { useFormat } from '../../lib/format';
import { FormDialog, acrossTheForm } from '../form/form-dialog';
import { FormTextField } from '../form/form-fields';
import { showServerFieldError, useZodForm } from '../form/use-zod-form';
import texts from './mark-sheet.i18n';

addTranslations(texts);

/** Where a class's marks are: open to its teacher, submitted (locked), or released to its students. */
export type MarksState = 'open' | 'submitted' | 'released';

export const marksStateOf = (c: { state: MarkSheet['state']; releasedAt: string | null }): MarksState =>
  c.releasedAt ? 'released' : c.state;

const STATE_COLOUR = { open: 'warning', submitted: 'info', released: 'success' } as const;

export function MarksStateChip({ state, size = 'small' }: { state: MarksState; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      color={STATE_COLOUR[state]}
      variant={state === 'open' ? 'outlined' : 'filled'}
      label={t(`markSheet.state.${state}`)}
      data-state={state}
    />
  );
}

/** A moment as the server writes it (`2026-11-27 10:15:03+05:30` or ISO) in the college's day and time. */
export function useMoment() {
  const f = useFormat();
  return (text: string) => f.dateTime(text.replace(' ', 'T'));
}

/** `22CS501 Design and Analysis of Algorithms`, its section, lab batch and teacher, how far it is and who saved it last. */
export function SheetHead({ sheet, complete }: { sheet: MarkSheet; complete: number }) {
  const { t } = useTranslation();
  const moment = useMoment();
  const state = marksStateOf(sheet);
  return (
    <Box sx={{ mb: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2" data-testid="sheet-title" sx={{ lineHeight: 1.3 }}>
          <Box component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
            {sheet.code}
          </Box>
          {sheet.subject}
        </Typography>
        <MarksStateChip state={state} />
      </Box>
      <Typography color="text.secondary" variant="body2">
        {t('markSheet.about', { section: sheet.section, faculty: sheet.faculty })}
        {sheet.labBatch !== null && ` · ${t('markSheet.labBatch', { n: sheet.labBatch })}`}
      </Typography>
      <Typography color="text.secondary" variant="body2" data-testid="sheet-progress">
        {t('markSheet.complete', { complete, students: sheet.students.length })}
        {' · '}
        {sheet.savedBy && sheet.savedAt ? t('markSheet.savedBy', { name: sheet.savedBy, time: moment(sheet.savedAt) }) : t('markSheet.notSaved')}
      </Typography>
    </Box>
  );
}

/** Why the sheet cannot be changed here: locked once submitted (and when released), or another teacher's. */
export function ReadOnlyNote({ sheet }: { sheet: MarkSheet }) {
  const { t } = useTranslation();
  const moment = useMoment();
  if (sheet.editable) return null;
  if (sheet.state === 'submitted')
    return (
      <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 1.5 }} data-testid="sheet-locked">
        {t('markSheet.locked', { time: sheet.submittedAt ? moment(sheet.submittedAt) : '' })}
        {sheet.releasedAt && ` ${t('markSheet.released', { time: moment(sheet.releasedAt) })}`}
      </Alert>
    );
  return (
    <Alert severity="info" sx={{ mb: 1.5 }} data-testid="sheet-read-only">
      {t('markSheet.notYours')}
    </Alert>
  );
}

/** The rows with every component marked (or AB). */
export const completeRows = (sheet: MarkSheet) => sheet.students.filter((s) => s.marks.every((m) => m !== null)).length;

/** The unlock's reason as the server checks it (one line, trimmed); that it is given is checked on sending. */
const UNLOCK_FORM = markSheetUnlockSchema.pick({ reason: true });

interface UnlockDialogProps {
  sheet: MarkSheet;
  /** Sends the unlock with its reason; a refusal is shown in the dialog. */
  unlock: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** The head of the department unlocks a submitted sheet, naming the reason (required). */
export function UnlockDialog({ sheet, unlock, onClose }: UnlockDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(UNLOCK_FORM, { reason: '' });
  const [failed, setFailed] = useState<string | null>(null);
  const send = form.handleSubmit(async ({ reason }) => {
    setFailed(null);
    if (!reason) {
      form.setError('reason', { type: 'required', message: t('markSheet.unlock.reasonRequired') }, { shouldFocus: true });
      return;
    }
    try {
      await unlock(reason);
      onClose();
    } catch (err) {
      if (!showServerFieldError(form, err)) setFailed(t('markSheet.unlock.failed', { message: (err as Error).message }));
    }
  });
  return (
    <FormDialog
      id="unlock-heading"
      heading={t('markSheet.unlock.heading', { code: sheet.code, section: sheet.section })}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={() => void send()}
      submit={t('markSheet.unlock.button')}
    >
      <Typography sx={acrossTheForm}>{t('markSheet.unlock.intro')}</Typography>
      {failed && (
        <Alert severity="error" sx={acrossTheForm}>
          {failed}
        </Alert>
      )}
      <FormTextField
        control={form.control}
        name="reason"
        id="unlock-reason"
        label={t('markSheet.unlock.reason')}
        required
        helperText={t('markSheet.unlock.reasonHint')}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
        sx={acrossTheForm}
      />
    </FormDialog>
  );
}
