import Print from '@mui/icons-material/Print';
import Search from '@mui/icons-material/Search';
import { Alert, Box, Button, Chip, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { can, NAME_MAX, REGISTER_PAGE_SIZES, REGISTER_SORTS, type AdmissionsRegisterRow } from '@campus/shared';
import { PagedTable, type PagedColumn } from '../../components/paged-table';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useBatches, useBranches, useCourses } from '../../lib/master-data';
import { useAdmissionsRegister } from './api/get-admissions-register';
import { usePrintAdmission } from './api/print-admission';
import { changeSearch, isFiltered, paramsFromSearch, searchFromParams, type RegisterSearch } from './register-search';
import { usePhoneLayout } from '../../lib/layout';

const FORM_URL = '/app/Admission/Admission Form';
/** The full admission form in modify mode, with the student's record loaded. */
const modifyUrl = (rollNumber: string) => `${FORM_URL}?${new URLSearchParams({ modify: rollNumber })}`;

type Texts = ReturnType<typeof useTranslation>['t'];

/** Open (modify, for those who may) and Print; a student without a saved form has nothing to print. */
interface RowActionsProps {
  row: AdmissionsRegisterRow;
  print: (row: AdmissionsRegisterRow) => void;
  printing: boolean;
  modifies: boolean;
  icons?: boolean;
}

function RowActions({ row, print, printing, modifies, icons }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: icons ? 'flex-end' : 'flex-start' }}>
      {modifies && (
        <Button
          size="small"
          variant="outlined"
          component={Link}
          to={modifyUrl(row.rollNumber)}
          aria-label={t('admissionsRegister.openFor', { rollNumber: row.rollNumber })}
        >
          {t('admissionsRegister.open')}
        </Button>
      )}
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

/** The register's columns; on a phone's card the name heads it, the roll number and programme under it. */
function useRegisterColumns(): PagedColumn<AdmissionsRegisterRow>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const col = (key: string) => t(`admissionsRegister.columns.${key}`);
  return [
    {
      key: 'rollNumber',
      header: col('rollNumber'),
      cell: (r) => (
        <>
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {r.rollNumber}
          </Box>
          {r.admissionNumber && r.admissionNumber !== r.rollNumber && (
            <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{r.admissionNumber}</Box>
          )}
        </>
      ),
      nowrap: true,
      card: 'primary',
    },
    { key: 'name', header: col('name'), cell: (r) => r.name, card: 'title', sx: { fontWeight: 600, minWidth: 140 } },
    {
      key: 'programme',
      header: col('programme'),
      cell: (r) => (
        <>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {r.course} · {r.branch}
          </Box>{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
            {r.batch}
          </Box>
        </>
      ),
      card: 'secondary',
    },
    { key: 'aadhaar', header: col('aadhaar'), cell: (r) => <Aadhaar row={r} t={t} /> },
    {
      key: 'dateOfAdmission',
      header: col('dateOfAdmission'),
      cell: (r) => (r.dateOfAdmission ? format.day(r.dateOfAdmission) : '—'),
      nowrap: true,
    },
  ];
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
  const phone = usePhoneLayout('md');
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const register = useAdmissionsRegister(search);
  const columns = useRegisterColumns();
  const printing = usePrintAdmission({ onError: () => enqueueSnackbar(t('admissionsRegister.printFailed'), { variant: 'error' }) });
  // The principal reads the register; opening a record to change it, or a new one, is the office's.
  const modifies = can(useSession()?.roles, 'admissions.manage');

  // Every change is a new entry in the history, so Back returns to the search before it.
  const apply = (change: Partial<RegisterSearch>) => setParams(paramsFromSearch(changeSearch(search, change)));
  const clear = () => setParams(new URLSearchParams());
  const print = (row: AdmissionsRegisterRow) => printing.mutate({ studentId: row.studentId, admissionNumber: row.admissionNumber });
  const actions = (row: AdmissionsRegisterRow) => (
    <RowActions
      row={row}
      print={print}
      printing={printing.isPending && printing.variables?.studentId === row.studentId}
      modifies={modifies}
      icons={phone}
    />
  );

  const data = register.data;
  const filtered = isFiltered(search);
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('admissionsRegister.title')}
        subtitle={t(modifies ? 'admissionsRegister.subtitle' : 'admissionsRegister.subtitleReader')}
        actions={
          modifies && (
            <Button component={Link} to={FORM_URL} variant="outlined">
              {t('admissionsRegister.newAdmission')}
            </Button>
          )
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
        {register.isError && !data ? (
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
        ) : (
          <PagedTable
            label={t('admissionsRegister.tableLabel')}
            testId="register-table"
            columns={columns}
            rows={data?.rows}
            rowKey={(r) => r.studentId}
            rowAttributes={(r) => ({ 'data-roll': r.rollNumber })}
            actions={actions}
            actionsHeader={t('admissionsRegister.columns.actions')}
            total={data?.total ?? 0}
            page={search.page}
            pageSize={search.pageSize}
            pageSizes={REGISTER_PAGE_SIZES}
            onPageChange={(page) => apply({ page })}
            onPageSizeChange={(pageSize) => apply({ pageSize })}
            loading={register.isFetching}
            empty={
              <Alert severity="info" data-testid={filtered ? 'register-no-matches' : 'register-empty'}>
                <Typography sx={{ fontWeight: 700 }}>
                  {t(filtered ? 'admissionsRegister.noMatchesTitle' : 'admissionsRegister.emptyTitle')}
                </Typography>
                {t(filtered ? 'admissionsRegister.noMatches' : 'admissionsRegister.empty')}
              </Alert>
            }
            cardsBelow="md"
          />
        )}
      </Paper>
    </Box>
  );
}
