import Print from '@mui/icons-material/Print';
import Search from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  LinearProgress,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NAME_MAX, REGISTER_PAGE_SIZES, REGISTER_SORTS, type AdmissionsRegisterRow } from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useAdmissionsRegister } from './api/get-admissions-register';
import { useBatches } from './api/get-batches';
import { useBranches } from './api/get-branches';
import { useCourses } from './api/get-courses';
import { usePrintAdmission } from './api/print-admission';
import { changeSearch, isFiltered, paramsFromSearch, searchFromParams, type RegisterSearch } from './register-search';

const FORM_URL = '/app/Admission/Admission Form';
/** The full admission form in modify mode, with the student's record loaded. */
const modifyUrl = (rollNumber: string) => `${FORM_URL}?${new URLSearchParams({ modify: rollNumber })}`;

type Texts = ReturnType<typeof useTranslation>['t'];

/** Open (modify) and Print; a student without a saved form has nothing to print. */
interface RowActionsProps {
  row: AdmissionsRegisterRow;
  print: (row: AdmissionsRegisterRow) => void;
  printing: boolean;
  icons?: boolean;
}

function RowActions({ row, print, printing, icons }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: icons ? 'flex-end' : 'flex-start' }}>
      <Button
        size="small"
        variant="outlined"
        component={Link}
        to={modifyUrl(row.rollNumber)}
        aria-label={t('admissionsRegister.openFor', { rollNumber: row.rollNumber })}
      >
        {t('admissionsRegister.open')}
      </Button>
      {row.formSaved && (
        <Button
          size="small"
          startIcon={icons ? <Print /> : undefined}
          onClick={() => print(row)}
          disabled={printing}
          aria-label={t('admissionsRegister.printFor', { rollNumber: row.rollNumber })}
        >
          {t('admissionsRegister.print')}
        </Button>
      )}
    </Box>
  );
}

function Aadhaar({ row, t }: { row: AdmissionsRegisterRow; t: Texts }) {
  if (row.aadhaar)
    return (
      <Box component="span" sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
        {row.aadhaar}
      </Box>
    );
  return <Chip size="small" variant="outlined" label={t('admissionsRegister.formNotSaved')} />;
}

function RegisterTable({ rows, actions }: { rows: AdmissionsRegisterRow[]; actions: (row: AdmissionsRegisterRow) => ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const col = (key: string) => t(`admissionsRegister.columns.${key}`);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('admissionsRegister.tableLabel')} data-testid="register-table">
        <TableHead>
          <TableRow>
            {['rollNumber', 'name', 'programme', 'aadhaar', 'dateOfAdmission'].map((key) => (
              <TableCell key={key} sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                {col(key)}
              </TableCell>
            ))}
            <TableCell sx={{ fontWeight: 700 }}>{col('actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.studentId} hover data-roll={r.rollNumber}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Box sx={{ fontFamily: 'monospace' }}>{r.rollNumber}</Box>
                {r.admissionNumber && r.admissionNumber !== r.rollNumber && (
                  <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{r.admissionNumber}</Box>
                )}
              </TableCell>
              <TableCell sx={{ fontWeight: 600, minWidth: 140 }}>{r.name}</TableCell>
              <TableCell>
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {r.course} · {r.branch}
                </Box>{' '}
                <Box component="span" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                  {r.batch}
                </Box>
              </TableCell>
              <TableCell>
                <Aadhaar row={r} t={t} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.dateOfAdmission ? format.day(r.dateOfAdmission) : '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(r)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The phone's register: one card a student, in a list. */
function RegisterCards({ rows, actions }: { rows: AdmissionsRegisterRow[]; actions: (row: AdmissionsRegisterRow) => ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box
      component="ul"
      aria-label={t('admissionsRegister.tableLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      data-testid="register-table"
    >
      {rows.map((r) => (
        <Paper component="li" key={r.studentId} variant="outlined" sx={{ p: 1.5 }} data-roll={r.rollNumber}>
          <Typography sx={{ fontWeight: 700 }}>{r.name}</Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {r.rollNumber}
            {r.admissionNumber && r.admissionNumber !== r.rollNumber ? ` · ${r.admissionNumber}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {r.course} · {r.branch} · {r.batch}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
            <Aadhaar row={r} t={t} />
            {r.dateOfAdmission && (
              <Typography variant="body2" color="text.secondary">
                {t('admissionsRegister.columns.dateOfAdmission')}: {r.dateOfAdmission ? format.day(r.dateOfAdmission) : '—'}
              </Typography>
            )}
            <Box sx={{ ml: 'auto' }}>{actions(r)}</Box>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/** Search box, course, batch and branch, and the order. */
function SearchBar({ search, apply }: { search: RegisterSearch; apply: (change: Partial<RegisterSearch>) => void }) {
  const { t } = useTranslation();
  // What is typed stays here until it is submitted; the page keys this bar by the address's search,
  // so a new address (Back) starts it again with its own text.
  const [text, setText] = useState(search.q);
  const courses = useCourses();
  const batches = useBatches(search.course);
  const branches = useBranches(search.course, search.batch);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply({ q: text.trim() });
  };
  const select = (key: 'course' | 'batch' | 'branch', options: string[] | undefined, disabled = false) => (
    <TextField
      select
      size="small"
      id={`register-${key}`}
      label={t(`admissionsRegister.${key}`)}
      value={options?.includes(search[key]) || !search[key] ? search[key] : ''}
      onChange={(e) => apply({ [key]: e.target.value })}
      disabled={disabled}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">
        <em>{t('admissionsRegister.any')}</em>
      </MenuItem>
      {(options ?? []).map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        id="register-q"
        type="search"
        label={t('admissionsRegister.search')}
        helperText={t('admissionsRegister.searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        sx={{ flex: '1 1 280px' }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ mt: 0.25 }}>
        {t('admissionsRegister.find')}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, flex: '1 1 100%' }}>
        {select(
          'course',
          courses.data?.map((c) => c.code),
        )}
        {select('batch', batches.data, !search.course)}
        {select('branch', branches.data, !search.course)}
        <TextField
          select
          size="small"
          id="register-sort"
          label={t('admissionsRegister.sort')}
          value={search.sort}
          onChange={(e) => apply({ sort: e.target.value as RegisterSearch['sort'] })}
          sx={{ minWidth: 160 }}
        >
          {REGISTER_SORTS.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`admissionsRegister.sorts.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}

/** `/app/Admission/Admissions Register`: find, open and print any admission. */
export function AdmissionsRegisterPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const register = useAdmissionsRegister(search);
  const printing = usePrintAdmission({ onError: () => enqueueSnackbar(t('admissionsRegister.printFailed'), { variant: 'error' }) });

  // Every change is a new entry in the history, so Back returns to the search before it.
  const apply = (change: Partial<RegisterSearch>) => setParams(paramsFromSearch(changeSearch(search, change)));
  const clear = () => setParams(new URLSearchParams());
  const print = (row: AdmissionsRegisterRow) => printing.mutate({ studentId: row.studentId, admissionNumber: row.admissionNumber });
  const actions = (row: AdmissionsRegisterRow) => (
    <RowActions row={row} print={print} printing={printing.isPending && printing.variables?.studentId === row.studentId} icons={phone} />
  );

  const data = register.data;
  const filtered = isFiltered(search);
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('admissionsRegister.title')}
        subtitle={t('admissionsRegister.subtitle')}
        actions={
          <Button component={Link} to={FORM_URL} variant="outlined">
            {t('admissionsRegister.newAdmission')}
          </Button>
        }
      />
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
        <SearchBar key={search.q} search={search} apply={apply} />
      </Paper>
      <Paper sx={{ p: { xs: 1, md: 2 } }} aria-busy={register.isFetching}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1, mb: 1, minHeight: 36 }}>
          <Box role="status">
            <Typography variant="h6" component="h2" data-testid="register-total">
              {data ? t(filtered ? 'admissionsRegister.foundFiltered' : 'admissionsRegister.found', { count: data.total }) : ''}
            </Typography>
          </Box>
          {filtered && (
            <Button size="small" onClick={clear} sx={{ ml: 'auto' }}>
              {t('admissionsRegister.clear')}
            </Button>
          )}
        </Box>
        {register.isFetching && data && <LinearProgress sx={{ mb: 1 }} aria-hidden />}
        {register.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Box>
        ) : register.isError && !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void register.refetch()}>
                {t('admissionsRegister.retry')}
              </Button>
            }
          >
            {t('admissionsRegister.loadFailed')}
          </Alert>
        ) : data && data.total === 0 ? (
          <Alert severity="info" data-testid={filtered ? 'register-no-matches' : 'register-empty'}>
            <Typography sx={{ fontWeight: 700 }}>
              {t(filtered ? 'admissionsRegister.noMatchesTitle' : 'admissionsRegister.emptyTitle')}
            </Typography>
            {t(filtered ? 'admissionsRegister.noMatches' : 'admissionsRegister.empty')}
          </Alert>
        ) : data ? (
          <>
            {phone ? <RegisterCards rows={data.rows} actions={actions} /> : <RegisterTable rows={data.rows} actions={actions} />}
            <TablePagination
              component="div"
              count={data.total}
              page={Math.min(search.page - 1, Math.max(0, Math.ceil(data.total / search.pageSize) - 1))}
              rowsPerPage={search.pageSize}
              rowsPerPageOptions={[...REGISTER_PAGE_SIZES]}
              onPageChange={(_e, page) => apply({ page: page + 1 })}
              onRowsPerPageChange={(e) => apply({ pageSize: Number(e.target.value) })}
              showFirstButton={!phone}
              showLastButton={!phone}
              labelRowsPerPage={t('admissionsRegister.rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) => t('admissionsRegister.displayedRows', { from, to, count })}
              getItemAriaLabel={(type) => t(`admissionsRegister.pageButton.${type}`)}
            />
          </>
        ) : null}
      </Paper>
    </Box>
  );
}
