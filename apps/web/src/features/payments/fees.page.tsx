import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEE_CATEGORIES, type FeeCategory, type FeeStructureRow, type FeeType } from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { ApiRequestError } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { useDeleteFeeStructure } from './api/delete-fee-structure';
import { useDeleteFeeType } from './api/delete-fee-type';
import { useFeeProgrammes, useFeeStructure } from './api/get-fee-structure';
import { useFeeTypes } from './api/get-fee-types';
import { useSaveFeeStructure } from './api/save-fee-structure';
import { useSaveFeeType } from './api/save-fee-type';

type Problem = { message: string; field?: string } | null;

/** The server's message and the field it names, for the dialog to mark. */
const problemOf = (err: Error): Problem => ({ message: err.message, field: err instanceof ApiRequestError ? err.body?.field : undefined });

interface TypeDraft {
  id: number | 'new';
  code: string;
  name: string;
  category: FeeCategory;
  fixedAmount: string;
}

interface StructureDraft {
  id: number | 'new';
  feeTypeId: string;
  courseId: string;
  batchId: string;
  semester: string;
  amount: string;
}

type Removal = { kind: 'type'; row: FeeType } | { kind: 'structure'; row: FeeStructureRow } | null;

/** '/app/Fees/Fee Structure': fee types, and the amount of each per-semester fee for every course and batch. */
export function FeeStructurePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const types = useFeeTypes();
  const structure = useFeeStructure();
  const programmes = useFeeProgrammes();
  const [typeDraft, setTypeDraft] = useState<TypeDraft | null>(null);
  const [structureDraft, setStructureDraft] = useState<StructureDraft | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [removal, setRemoval] = useState<Removal>(null);
  // Until the user chooses, the table shows the first course's newest batch: a page of amounts, not every programme's.
  const [courseChoice, setCourseFilter] = useState<string | null>(null);
  const [batchChoice, setBatchFilter] = useState<string | null>(null);
  // On a phone the code and category go under the name, and the course and batch under the fee type.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const secondary = (text: string) => (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  );

  const done = (message: string) => enqueueSnackbar(message, { variant: 'success' });
  const closeDialogs = () => {
    setTypeDraft(null);
    setStructureDraft(null);
    setProblem(null);
  };
  const saveType = useSaveFeeType({ onSuccess: () => (closeDialogs(), done(t('fees.saved'))), onError: (e) => setProblem(problemOf(e)) });
  const saveStructure = useSaveFeeStructure({
    onSuccess: () => (closeDialogs(), done(t('fees.saved'))),
    onError: (e) => setProblem(problemOf(e)),
  });
  const removed = {
    onSuccess: () => (setRemoval(null), done(t('fees.deleted'))),
    onError: (e: Error) => (setRemoval(null), enqueueSnackbar(e.message, { variant: 'error' })),
  };
  const deleteType = useDeleteFeeType(removed);
  const deleteStructure = useDeleteFeeStructure(removed);

  const structureTypes = (types.data ?? []).filter((x) => x.category !== 'miscellaneous');
  const course = programmes.data?.find((p) => String(p.id) === (structureDraft?.courseId ?? ''));
  const courseFilter = courseChoice ?? String(programmes.data?.[0]?.id ?? '');
  const filterCourse = programmes.data?.find((p) => String(p.id) === courseFilter);
  const batchFilter = batchChoice ?? (courseChoice === null ? String(filterCourse?.batches.at(-1)?.id ?? '') : '');
  const visible = useMemo(
    () =>
      (structure.data ?? []).filter(
        (r) => (!courseFilter || String(r.courseId) === courseFilter) && (!batchFilter || String(r.batchId) === batchFilter),
      ),
    [structure.data, courseFilter, batchFilter],
  );

  const fieldError = (field: string) => (problem?.field === field ? problem.message : undefined);

  function submitType() {
    const d = typeDraft!;
    const fixed = d.category === 'miscellaneous' ? (d.fixedAmount.trim() === '' ? null : format.paiseOf(d.fixedAmount)) : null;
    if (fixed === undefined) return setProblem({ message: t('fees.amountFormat'), field: 'fixedAmountPaise' });
    saveType.mutate({ id: d.id, body: { code: d.code, name: d.name, category: d.category, fixedAmountPaise: fixed } });
  }

  function submitStructure() {
    const d = structureDraft!;
    const amountPaise = d.amount.trim() === '' ? undefined : format.paiseOf(d.amount);
    if (d.amount.trim() !== '' && amountPaise === undefined) return setProblem({ message: t('fees.amountFormat'), field: 'amountPaise' });
    const num = (v: string) => (v === '' ? undefined : Number(v));
    saveStructure.mutate({
      id: d.id,
      body: { feeTypeId: num(d.feeTypeId), courseId: num(d.courseId), batchId: num(d.batchId), semester: num(d.semester), amountPaise },
    });
  }

  const loading = types.isLoading || structure.isLoading || programmes.isLoading;
  const loadError = types.error ?? structure.error ?? programmes.error;

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={t('fees.title')} subtitle={t('fees.subtitle')} />
      {loading && <CircularProgress />}
      {loadError && <Alert severity="error">{loadError.message}</Alert>}

      <Paper variant="outlined" sx={{ mb: 3 }}>
        <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('fees.typesTitle')}
          </Typography>
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setTypeDraft({ id: 'new', code: '', name: '', category: 'fee', fixedAmount: '' })}
          >
            {t('fees.addType')}
          </Button>
        </Box>
        <TableContainer>
          <Table size="small" aria-label={t('fees.typesTitle')}>
            <TableHead>
              <TableRow>
                {!narrow && <TableCell>{t('fees.code')}</TableCell>}
                <TableCell>{t('fees.name')}</TableCell>
                {!narrow && <TableCell>{t('fees.category')}</TableCell>}
                <TableCell align="right">{t('fees.fixedAmount')}</TableCell>
                <TableCell align="right">{t('fees.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(types.data ?? []).map((row) => (
                <TableRow key={row.id} hover>
                  {!narrow && <TableCell>{row.code}</TableCell>}
                  <TableCell>
                    {row.name}
                    {narrow && secondary(`${row.code} · ${t(`fees.categories.${row.category}`)}`)}
                  </TableCell>
                  {!narrow && <TableCell>{t(`fees.categories.${row.category}`)}</TableCell>}
                  <TableCell align="right">{row.fixedAmountPaise == null ? '—' : format.money(row.fixedAmountPaise)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('fees.edit')}>
                      <IconButton
                        aria-label={`${t('fees.edit')} ${row.code}`}
                        onClick={() =>
                          setTypeDraft({
                            id: row.id,
                            code: row.code,
                            name: row.name,
                            category: row.category,
                            fixedAmount: format.moneyInput(row.fixedAmountPaise),
                          })
                        }
                      >
                        <Edit fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('fees.delete')}>
                      <IconButton aria-label={`${t('fees.delete')} ${row.code}`} onClick={() => setRemoval({ kind: 'type', row })}>
                        <Delete fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>

      <Paper variant="outlined">
        <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: '1 1 200px' }}>
            {t('fees.structureTitle')}
          </Typography>
          <TextField
            select
            size="small"
            label={t('fees.course')}
            value={courseFilter}
            onChange={(e) => (setCourseFilter(e.target.value), setBatchFilter(''))}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">{t('fees.all')}</MenuItem>
            {(programmes.data ?? []).map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.code}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('fees.batch')}
            value={batchFilter}
            onChange={(e) => setBatchFilter(e.target.value)}
            disabled={!filterCourse}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">{t('fees.all')}</MenuItem>
            {(filterCourse?.batches ?? []).map((b) => (
              <MenuItem key={b.id} value={String(b.id)}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() =>
              setStructureDraft({ id: 'new', feeTypeId: '', courseId: courseFilter, batchId: batchFilter, semester: '', amount: '' })
            }
          >
            {t('fees.addAmount')}
          </Button>
        </Box>
        <TableContainer>
          <Table size="small" aria-label={t('fees.structureTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fees.feeType')}</TableCell>
                {!narrow && <TableCell>{t('fees.course')}</TableCell>}
                {!narrow && <TableCell>{t('fees.batch')}</TableCell>}
                <TableCell>{narrow ? t('fees.sem') : t('fees.semester')}</TableCell>
                <TableCell align="right">{t('fees.amount')}</TableCell>
                <TableCell align="right">{t('fees.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {visible.length === 0 && !structure.isLoading && (
                <TableRow>
                  <TableCell colSpan={narrow ? 4 : 6}>{t('fees.noStructure')}</TableCell>
                </TableRow>
              )}
              {visible.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell>
                    {row.feeTypeName}
                    {narrow && secondary(`${row.course} ${row.batch}`)}
                  </TableCell>
                  {!narrow && <TableCell>{row.course}</TableCell>}
                  {!narrow && <TableCell>{row.batch}</TableCell>}
                  <TableCell>{row.semester}</TableCell>
                  <TableCell align="right">{format.money(row.amountPaise)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('fees.edit')}>
                      <IconButton
                        aria-label={`${t('fees.edit')} ${row.feeTypeName} ${row.course} ${row.batch} ${row.semester}`}
                        onClick={() =>
                          setStructureDraft({
                            id: row.id,
                            feeTypeId: String(row.feeTypeId),
                            courseId: String(row.courseId),
                            batchId: String(row.batchId),
                            semester: String(row.semester),
                            amount: format.moneyInput(row.amountPaise),
                          })
                        }
                      >
                        <Edit fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('fees.delete')}>
                      <IconButton
                        aria-label={`${t('fees.delete')} ${row.feeTypeName} ${row.course} ${row.batch} ${row.semester}`}
                        onClick={() => setRemoval({ kind: 'structure', row })}
                      >
                        <Delete fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>

      <Dialog open={typeDraft !== null} onClose={closeDialogs} fullWidth maxWidth="xs">
        <DialogTitle>{typeDraft?.id === 'new' ? t('fees.addType') : t('fees.editType')}</DialogTitle>
        {typeDraft && (
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            {problem && <Alert severity="error">{problem.message}</Alert>}
            <TextField
              label={t('fees.code')}
              value={typeDraft.code}
              onChange={(e) => setTypeDraft({ ...typeDraft, code: e.target.value })}
              error={!!fieldError('code')}
              helperText={fieldError('code')}
            />
            <TextField
              label={t('fees.name')}
              value={typeDraft.name}
              onChange={(e) => setTypeDraft({ ...typeDraft, name: e.target.value })}
              error={!!fieldError('name')}
              helperText={fieldError('name')}
            />
            <TextField
              select
              label={t('fees.category')}
              value={typeDraft.category}
              onChange={(e) => setTypeDraft({ ...typeDraft, category: e.target.value as FeeCategory })}
              error={!!fieldError('category')}
              helperText={fieldError('category')}
            >
              {FEE_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(`fees.categories.${c}`)}
                </MenuItem>
              ))}
            </TextField>
            {typeDraft.category === 'miscellaneous' && (
              <TextField
                label={t('fees.fixedAmountRupees')}
                value={typeDraft.fixedAmount}
                onChange={(e) => setTypeDraft({ ...typeDraft, fixedAmount: e.target.value })}
                error={!!fieldError('fixedAmountPaise')}
                helperText={fieldError('fixedAmountPaise')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            )}
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={closeDialogs}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={submitType} disabled={saveType.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={structureDraft !== null} onClose={closeDialogs} fullWidth maxWidth="xs">
        <DialogTitle>{structureDraft?.id === 'new' ? t('fees.addAmount') : t('fees.editAmount')}</DialogTitle>
        {structureDraft && (
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            {problem && <Alert severity="error">{problem.message}</Alert>}
            <TextField
              select
              label={t('fees.feeType')}
              value={structureDraft.feeTypeId}
              onChange={(e) => setStructureDraft({ ...structureDraft, feeTypeId: e.target.value })}
              error={!!fieldError('feeTypeId')}
              helperText={fieldError('feeTypeId')}
            >
              {structureTypes.map((x) => (
                <MenuItem key={x.id} value={String(x.id)}>
                  {x.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('fees.course')}
              value={structureDraft.courseId}
              onChange={(e) => setStructureDraft({ ...structureDraft, courseId: e.target.value, batchId: '' })}
              error={!!fieldError('courseId')}
              helperText={fieldError('courseId')}
            >
              {(programmes.data ?? []).map((p) => (
                <MenuItem key={p.id} value={String(p.id)}>
                  {p.code}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('fees.batch')}
              value={structureDraft.batchId}
              onChange={(e) => setStructureDraft({ ...structureDraft, batchId: e.target.value })}
              error={!!fieldError('batchId')}
              helperText={fieldError('batchId')}
              disabled={!course}
            >
              {(course?.batches ?? []).map((b) => (
                <MenuItem key={b.id} value={String(b.id)}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('fees.semester')}
              value={structureDraft.semester}
              onChange={(e) => setStructureDraft({ ...structureDraft, semester: e.target.value })}
              error={!!fieldError('semester')}
              helperText={fieldError('semester') ?? (course ? t('fees.semesterHint', { max: course.semesters }) : undefined)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              label={t('fees.amountRupees')}
              value={structureDraft.amount}
              onChange={(e) => setStructureDraft({ ...structureDraft, amount: e.target.value })}
              error={!!fieldError('amountPaise')}
              helperText={fieldError('amountPaise')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={closeDialogs}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={submitStructure} disabled={saveStructure.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={removal !== null} onClose={() => setRemoval(null)}>
        <DialogTitle>{t('fees.confirmDelete')}</DialogTitle>
        <DialogContent>
          {removal?.kind === 'type' && t('fees.deleteType', { name: removal.row.name })}
          {removal?.kind === 'structure' &&
            t('fees.deleteAmount', {
              name: removal.row.feeTypeName,
              course: removal.row.course,
              batch: removal.row.batch,
              semester: removal.row.semester,
            })}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoval(null)}>{t('fees.no')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() =>
              removal?.kind === 'type' ? deleteType.mutate(removal.row.id) : removal && deleteStructure.mutate(removal.row.id)
            }
          >
            {t('fees.yes')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
