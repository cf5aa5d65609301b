import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Typography,
} from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useSnackbar } from 'notistack';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkSheet, MarkSheetSave } from '@campus/shared';
import { cellKey, MarkGrid } from '../../../components/mark-sheet/mark-grid';
import { cellOfField, cellsOf, readCell } from '../../../components/mark-sheet/mark-cells';
import { completeRows, ReadOnlyNote, SheetHead, UnlockDialog } from '../../../components/mark-sheet/sheet-parts';
import { ApiRequestError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useSaveMarkSheet, useSubmitMarkSheet, useUnlockMarkSheet } from '../api/internal-marks';
import { LeaveDialog, LeaveGuard } from './leave-guard';

/** The refusal shown above the sheet: its words, and whether opening the sheet again is the way on (409). */
interface Refusal {
  message: string;
  reload: boolean;
}

interface SheetEditorProps {
  sheet: MarkSheet;
  reload: () => void;
  reloading: boolean;
  onBack: () => void;
}

/** Moves the cursor to a cell of the grid. */
function focusCell(row: number, col: number) {
  document.querySelector<HTMLInputElement>(`[data-testid="mark-grid"] input[data-row="${row}"][data-col="${col}"]`)?.focus();
}

/**
 * A class's marks sheet for its teacher: typed like a spreadsheet, saved at once (every row, one
 * request), then submitted and locked. A submitted sheet is read-only; the head of the department
 * may unlock it here with a reason.
 */
export function SheetEditor({ sheet, reload, reloading, onBack }: SheetEditorProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const stamp = `${sheet.version}:${sheet.state}:${sheet.editable}`;
  const initial = useMemo(() => cellsOf(sheet, f.number), [sheet, f.number]);
  const [cells, setCells] = useState(initial);
  const [seen, setSeen] = useState(stamp);
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [asking, setAsking] = useState<'submit' | 'leave' | 'unlock' | null>(null);
  const leaving = useRef(false);
  // Another version of the sheet (saved, submitted, unlocked, opened again) starts from its own marks.
  if (seen !== stamp) {
    setSeen(stamp);
    setCells(initial);
    setServerErrors(new Map());
  }
  const readOnly = !sheet.editable;
  const dirty = !readOnly && JSON.stringify(cells) !== JSON.stringify(initial);

  const refused = (err: Error, words: 'internalMarks.saveFailed' | 'internalMarks.submitFailed') => {
    if (err instanceof ApiRequestError && err.status === 409) {
      setRefusal({ message: err.message, reload: true });
      return;
    }
    const cell = err instanceof ApiRequestError ? cellOfField(err.body?.field ?? undefined) : null;
    if (cell) {
      setServerErrors(new Map([[cellKey(cell.row, cell.col), err.message]]));
      focusCell(cell.row, cell.col);
    }
    setRefusal({ message: t(words, { message: err.message }), reload: false });
  };

  const save = useSaveMarkSheet({
    onSuccess: (stored) => enqueueSnackbar(t('internalMarks.saved', { code: stored.code }), { variant: 'success' }),
    onError: (err) => refused(err, 'internalMarks.saveFailed'),
  });
  const submit = useSubmitMarkSheet({
    onSuccess: (stored) => enqueueSnackbar(t('internalMarks.submitted', { code: stored.code }), { variant: 'success' }),
    onError: (err) => refused(err, 'internalMarks.submitFailed'),
  });
  const unlock = useUnlockMarkSheet({
    onSuccess: (stored) => enqueueSnackbar(t('internalMarks.unlocked', { code: stored.code }), { variant: 'success' }),
  });
  const busy = save.isPending || submit.isPending;

  /** The sheet as the server takes it, or null (and the first wrong cell in focus) while a cell is wrong. */
  const toSave = (): MarkSheetSave | null => {
    const readings = sheet.students.map((_, r) => sheet.components.map((c, col) => readCell(cells[r]?.[col] ?? '', c.maxMarks)));
    const wrong = readings.flatMap((row, r) => row.flatMap((cell, col) => (cell.problem ? [[r, col] as const] : [])));
    if (wrong.length > 0) {
      setRefusal({ message: t('internalMarks.fixFirst', { count: wrong.length }), reload: false });
      focusCell(wrong[0]![0], wrong[0]![1]);
      return null;
    }
    return {
      allocationId: sheet.allocationId,
      version: sheet.version,
      rows: sheet.students.map((s, r) => ({ studentId: s.id, marks: readings[r]!.map((cell) => cell.value ?? null) })),
    };
  };

  const onSave = () => {
    setRefusal(null);
    const body = toSave();
    if (body) save.mutate(body);
  };

  const onSubmit = async () => {
    setAsking(null);
    setRefusal(null);
    let version = sheet.version;
    if (dirty) {
      const body = toSave();
      if (!body) return;
      try {
        version = (await save.mutateAsync(body)).version;
      } catch {
        return; // Shown by the save's own refusal.
      }
    }
    submit.mutate({ allocationId: sheet.allocationId, version });
  };

  const back = () => {
    if (dirty) setAsking('leave');
    else onBack();
  };

  const complete = readOnly
    ? completeRows(sheet)
    : cells.filter((row) =>
        sheet.components.every((c, col) => {
          const value = readCell(row[col] ?? '', c.maxMarks).value;
          return value !== null && value !== undefined;
        }),
      ).length;

  return (
    <Paper sx={{ p: { xs: 1, md: 2 }, minWidth: 0 }}>
      <LeaveGuard dirty={dirty} leaving={leaving} />
      <Button startIcon={<ArrowBack />} onClick={back} sx={{ mb: 1 }}>
        {t('internalMarks.backToClasses')}
      </Button>
      <SheetHead sheet={sheet} complete={complete} />
      <ReadOnlyNote sheet={sheet} />
      {refusal && (
        <Alert
          severity="error"
          sx={{ mb: 1.5 }}
          data-testid="sheet-refused"
          action={
            refusal.reload && (
              <Button color="inherit" size="small" onClick={reload} disabled={reloading}>
                {t('internalMarks.reload')}
              </Button>
            )
          }
        >
          {refusal.message}
        </Alert>
      )}
      {!readOnly && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('markSheet.hint')}
        </Typography>
      )}
      <MarkGrid
        sheet={sheet}
        cells={cells}
        readOnly={readOnly}
        label={`${sheet.code} ${sheet.subject} · ${sheet.section}`}
        serverErrors={serverErrors}
        onCells={(next, changed) => {
          setCells(next);
          if (changed.some((key) => serverErrors.has(key)))
            setServerErrors((before) => new Map([...before].filter(([key]) => !changed.includes(key))));
        }}
      />
      {(!readOnly || sheet.unlockable) && (
        // On a phone the actions stay in reach under the grid as it scrolls.
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            bgcolor: 'background.paper',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            // On a phone the buttons wrap together under the note of changes, at the right.
            justifyContent: 'flex-end',
            gap: 1,
            pt: 1.5,
            pb: 1,
          }}
        >
          {dirty && <Chip color="warning" variant="outlined" label={t('internalMarks.unsaved')} data-testid="sheet-dirty" />}
          <Box sx={{ flex: 1 }} />
          {!readOnly && (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button variant="outlined" size="large" onClick={onSave} disabled={busy}>
                {t('internalMarks.save')}
              </Button>
              <Button variant="contained" size="large" onClick={() => setAsking('submit')} disabled={busy || sheet.students.length === 0}>
                {t('internalMarks.submit')}
              </Button>
            </Box>
          )}
          {readOnly && sheet.unlockable && (
            <Button variant="contained" size="large" onClick={() => setAsking('unlock')}>
              {t('markSheet.unlock.button')}
            </Button>
          )}
        </Box>
      )}

      {asking === 'submit' && (
        <Dialog open onClose={() => setAsking(null)} aria-labelledby="submit-heading" maxWidth="xs">
          <DialogTitle id="submit-heading">{t('internalMarks.confirmSubmit.heading')}</DialogTitle>
          <DialogContent>
            <DialogContentText data-testid="submit-question">
              {t('internalMarks.confirmSubmit.text', { code: sheet.code, section: sheet.section })}
            </DialogContentText>
            {dirty && <DialogContentText sx={{ mt: 1 }}>{t('internalMarks.confirmSubmit.unsaved')}</DialogContentText>}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(null)}>{t('common.cancel')}</Button>
            <Button variant="contained" onClick={() => void onSubmit()}>
              {t('internalMarks.confirmSubmit.submit')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {asking === 'leave' && (
        <LeaveDialog
          onStay={() => setAsking(null)}
          onLeave={() => {
            leaving.current = true;
            setAsking(null);
            onBack();
          }}
        />
      )}
      {asking === 'unlock' && (
        <UnlockDialog
          sheet={sheet}
          unlock={(reason) => unlock.mutateAsync({ allocationId: sheet.allocationId, reason })}
          onClose={() => setAsking(null)}
        />
      )}
    </Paper>
  );
}
