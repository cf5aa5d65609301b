import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  IconButton,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { componentsOfSubjectSchema, NAME_MAX, type ComponentsSave, type Subject, type SubjectComponents } from '@campus/shared';
import { LoadFailed } from '../../../components/list-head';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-fields';
import { fieldErrorText, showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useFormat } from '../../../lib/format';
import { usePhoneLayout } from '../../../lib/layout';
import { useSaveSubjectComponents, useSubjectComponents } from '../api/curriculum';

/** The most components a subject has, as the shared schema allows. */
const COMPONENTS_MAX = 8;

type ComponentsForm = z.input<ReturnType<typeof componentsOfSubjectSchema>>;
type ComponentsControl = Control<ComponentsForm, unknown, ComponentsSave>;

const blankRow = () => ({ name: '', maxMarks: '' });

/** The maximums typed so far added up; what is not a whole number yet counts nothing. */
const sumOf = (rows: { maxMarks?: unknown }[]) =>
  rows.reduce<number>((n, r) => {
    const typed = Number(typeof r.maxMarks === 'string' ? r.maxMarks.trim() || NaN : r.maxMarks);
    return n + (Number.isInteger(typed) && typed > 0 ? typed : 0);
  }, 0);

/** `35 of 40 internal marks · 5 marks still to give`: the running total, red while it does not add up. */
function RunningTotal({ sum, max }: { sum: number; max: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const off = sum - max;
  return (
    <Typography
      data-testid="components-total"
      aria-live="polite"
      sx={{ fontWeight: 600, color: off === 0 ? 'text.primary' : 'error.main' }}
    >
      {t('curriculum.components.total', { sum: f.number(sum), max: f.number(max) })}
      {off < 0 && ` · ${t('curriculum.components.short', { count: -off })}`}
      {off > 0 && ` · ${t('curriculum.components.over', { count: off })}`}
    </Typography>
  );
}

/** The components one row each: its name and maximum marks, removed (one stays), or added at the end. */
function ComponentRows({
  control,
  internalMax,
  revalidate,
}: {
  control: ComponentsControl;
  internalMax: number;
  /** Checks the whole list again: a row's change re-checks only that row. */
  revalidate: () => void;
}) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control, name: 'components' });
  const written = (useWatch({ control, name: 'components' }) ?? []) as { name?: unknown; maxMarks?: unknown }[];
  const { errors } = useFormState({ control, name: 'components' });
  const listError = errors.components?.root?.message ?? errors.components?.message;
  const sum = sumOf(written);
  // A message of the list (the sum) said once is checked again as the rows change, not kept until the next Save.
  const count = rows.fields.length;
  const checked = useRef({ sum, count });
  useEffect(() => {
    if (checked.current.sum === sum && checked.current.count === count) return;
    checked.current = { sum, count };
    if (listError) revalidate();
  }, [sum, count, listError, revalidate]);
  const text = (key: string, values?: Record<string, unknown>) => t(`curriculum.components.${key}`, values);
  return (
    <Box sx={acrossTheForm}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {rows.fields.map((row, i) => {
          const typed = typeof written[i]?.name === 'string' ? (written[i].name as string).trim() : '';
          const name = typed || text('rowN', { n: i + 1 });
          return (
            <Box
              key={row.id}
              role="group"
              aria-label={text('rowN', { n: i + 1 })}
              data-row={i + 1}
              sx={{
                display: 'grid',
                gap: 1,
                alignItems: 'start',
                // A phone too: the name, its maximum and Remove on one line.
                gridTemplateColumns: { xs: 'minmax(0, 1fr) 132px auto', sm: 'minmax(0, 1fr) 140px auto' },
              }}
            >
              <FormTextField
                control={control}
                name={`components.${i}.name`}
                id={`component-${i + 1}-name`}
                label={text('name')}
                required
                size="small"
                slotProps={{ htmlInput: { maxLength: NAME_MAX, autoComplete: 'off' } }}
              />
              <FormTextField
                control={control}
                name={`components.${i}.maxMarks`}
                id={`component-${i + 1}-max`}
                label={text('maxMarks')}
                required
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
              />
              <IconButton aria-label={text('remove', { name })} disabled={rows.fields.length === 1} onClick={() => rows.remove(i)}>
                <DeleteOutline />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
        <Button startIcon={<Add />} onClick={() => rows.append(blankRow())} disabled={rows.fields.length >= COMPONENTS_MAX}>
          {text('add')}
        </Button>
        <RunningTotal sum={sum} max={internalMax} />
      </Box>
      {listError && (
        <FormHelperText error sx={{ mt: 1 }}>
          {fieldErrorText(listError)}
        </FormHelperText>
      )}
    </Box>
  );
}

/** The components as they are kept, to be changed: Save sends them all. */
function ComponentsFormDialog({
  kept,
  heading,
  refusal,
  onRefused,
  onClose,
}: {
  kept: SubjectComponents;
  heading: string;
  refusal: string | null;
  onRefused: (message: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(componentsOfSubjectSchema(kept.internalMax), {
    components: kept.components.length > 0 ? kept.components.map((c) => ({ name: c.name, maxMarks: String(c.maxMarks) })) : [blankRow()],
  });
  const { trigger } = form;
  const revalidate = useCallback(() => void trigger('components'), [trigger]);
  const save = useSaveSubjectComponents({
    onSuccess: (saved) => {
      enqueueSnackbar(t('curriculum.components.saved', { code: saved.code }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) onRefused(t('curriculum.saveFailed', { message: err.message }));
    },
  });
  return (
    <FormDialog
      heading={heading}
      id="components-dialog-heading"
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => {
        onRefused(null);
        void form.handleSubmit((input) => save.mutate({ subjectId: kept.subjectId, input }))();
      }}
    >
      {refusal && (
        <Alert severity="error" sx={acrossTheForm}>
          {refusal}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={acrossTheForm}>
        {t('curriculum.components.hint', { max: kept.internalMax })}
      </Typography>
      <ComponentRows control={form.control} internalMax={kept.internalMax} revalidate={revalidate} />
    </FormDialog>
  );
}

/** A dialog with only Close: the components loading, not loaded, or read-only. */
function ViewDialog({ heading, onClose, children }: { heading: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="components-dialog-heading">
      <DialogTitle id="components-dialog-heading">{heading}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The components read-only: marks are entered in them. */
function KeptComponents({ kept }: { kept: SubjectComponents }) {
  const { t } = useTranslation();
  const f = useFormat();
  const text = (key: string, values?: Record<string, unknown>) => t(`curriculum.components.${key}`, values);
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }} data-testid="components-in-use">
        {text('inUse', { code: kept.code })}
      </Alert>
      <Table size="small" aria-label={text('tableLabel', { code: kept.code })}>
        <TableHead>
          <TableRow>
            <TableCell>{text('name')}</TableCell>
            <TableCell align="right">{text('maxMarks')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {kept.components.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{c.name}</TableCell>
              <TableCell align="right">{f.number(c.maxMarks)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2} align="right">
              <RunningTotal sum={kept.components.reduce((n, c) => n + c.maxMarks, 0)} max={kept.internalMax} />
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </>
  );
}

/**
 * Internal marks components of a subject: the parts its teachers enter marks in (Mid-term 1,
 * Assignments), each with its maximum, adding up to the subject's internal maximum. Once marks are
 * entered they are shown read-only.
 */
export function ComponentsDialog({ subject, onClose }: { subject: Subject; onClose: () => void }) {
  const { t } = useTranslation();
  const components = useSubjectComponents(subject.id);
  // A refusal stays shown when the components, read again after it, turn out to be in use.
  const [refusal, setRefusal] = useState<string | null>(null);
  const heading = t('curriculum.components.heading', { code: subject.code });
  const kept = components.data;
  if (kept && !kept.inUse)
    return (
      <ComponentsFormDialog
        kept={kept}
        heading={heading}
        refusal={refusal}
        onRefused={(message) => {
          setRefusal(message);
          // Marks entered meanwhile: read again, the components show read-only.
          if (message) void components.refetch();
        }}
        onClose={onClose}
      />
    );
  return (
    <ViewDialog heading={heading} onClose={onClose}>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      {components.isPending && <Skeleton variant="rounded" height={160} aria-label={t('common.loading')} />}
      {components.isError && !kept && <LoadFailed error={components.error} retry={components.refetch} />}
      {kept && <KeptComponents kept={kept} />}
    </ViewDialog>
  );
}
