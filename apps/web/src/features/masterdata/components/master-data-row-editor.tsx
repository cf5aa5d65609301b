import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { Box, IconButton, TableCell, Tooltip } from '@mui/material';
import { useSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MASTERDATA_SCHEMAS, type MasterDataKind } from '@campus/shared';
import { FormSelect, FormTextField, type Choice } from '../../../components/form/form-fields';
import { fieldErrorText, showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useSaveMasterDataRow } from '../api/save-master-data-row';
import type { Column } from '../masterdata-columns';

interface RowEditorProps {
  kind: MasterDataKind;
  columns: Column[];
  /** The row's id, or 'new' for a row being added. */
  id: number | 'new';
  /** What the fields hold to begin with, as text. */
  draft: Record<string, string>;
  /** The choices of a parent column (courses, categories). */
  parentChoices: (parent: NonNullable<Column['parent']>) => Choice[];
  /** On a phone the fields stack in one cell. */
  narrow: boolean;
  status: ReactNode;
  onClose: () => void;
}

/** The kind's shared schema, with a number left empty read as not given (the server's default then applies). */
function rowSchema(kind: MasterDataKind, columns: Column[]) {
  const blankToNone = (draft: unknown) =>
    Object.fromEntries(
      Object.entries(draft as Record<string, string>).map(([key, value]) => {
        const column = columns.find((c) => c.key === key);
        return [key, (column?.numeric || column?.parent) && value.trim() === '' ? undefined : value];
      }),
    );
  // The form holds text by column; the schema reads numbers from it.
  return z.preprocess(blankToNone, MASTERDATA_SCHEMAS[kind] as z.ZodObject) as unknown as z.ZodType<
    Record<string, unknown>,
    Record<string, string>
  >;
}

/** The cells of a row being added or edited: its fields bound to the kind's schema, Save and Cancel. */
export function MasterDataRowEditor({ kind, columns, id, draft, parentChoices, narrow, status, onClose }: RowEditorProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(rowSchema(kind, columns), draft);
  const save = useSaveMasterDataRow();

  const submit = form.handleSubmit(
    (body) =>
      save.mutate(
        { kind, id, body: body as Record<string, unknown> },
        {
          onSuccess: () => {
            enqueueSnackbar(t('masterdata.saved'), { variant: 'success' });
            onClose();
          },
          onError: (err) => {
            showServerFieldError(form, err);
            enqueueSnackbar(err.message, { variant: 'error' });
          },
        },
      ),
    (errors) => {
      const first = columns.map((c) => errors[c.key]?.message).find(Boolean);
      enqueueSnackbar(fieldErrorText(String(first ?? '')), { variant: 'error' });
    },
  );

  const field = (c: Column) => {
    const common = { control: form.control, name: c.key, label: t(`masterdata.columns.${c.key}`), size: 'small' as const, fullWidth: true };
    if (c.parent) return <FormSelect {...common} options={parentChoices(c.parent)} />;
    if (c.choices) return <FormSelect {...common} options={c.choices.map((x) => ({ value: x, label: x }))} />;
    return <FormTextField {...common} type={c.numeric ? 'number' : 'text'} />;
  };

  const actions = (
    <>
      <Tooltip title={t('common.save')}>
        <IconButton color="primary" aria-label={t('common.save')} onClick={() => void submit()} disabled={save.isPending}>
          <Check />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('common.cancel')}>
        <IconButton aria-label={t('common.cancel')} onClick={onClose}>
          <Close />
        </IconButton>
      </Tooltip>
    </>
  );

  if (narrow)
    return (
      // The phone's table has one column: the row's card.
      <TableCell sx={{ px: 1.5 }}>
        <Box sx={{ display: 'grid', gap: 1.5, py: 1 }}>
          {columns.map((c) => (
            <Box key={c.key}>{field(c)}</Box>
          ))}
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Box>{status}</Box>
            <Box>{actions}</Box>
          </Box>
        </Box>
      </TableCell>
    );
  return (
    <>
      {columns.map((c) => (
        <TableCell key={c.key}>{field(c)}</TableCell>
      ))}
      <TableCell>{status}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {actions}
      </TableCell>
    </>
  );
}
