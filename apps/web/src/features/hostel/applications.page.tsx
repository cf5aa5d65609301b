import Search from '@mui/icons-material/Search';
import { Box, Button, Chip, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  can,
  HOSTEL_APPLICATION_STATUSES,
  HOSTEL_PAGE_SIZES,
  SHORT_CODE_MAX,
  type HostelApplication,
  type HostelApplicationStatus,
} from '@campus/shared';
import { ListHead, LoadFailed } from '../../components/list-head';
import { PagedTable, type PagedColumn } from '../../components/paged-table';
import { statusIn, useAddressSearch } from './components/address-search';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';
import { useAllotmentRules, useApplications } from './api/allotments';
import {
  AllotAllDialog,
  AllotDialog,
  applicationStatusText,
  bedPlaceText,
  MoveDialog,
  NewApplicationDialog,
} from './components/allotment-dialogs';
import { VacateDialog } from './components/vacate-dialog';
import { AllotmentRules } from './components/allotment-rules';

/** What the list shows, kept in the address (`?status=waiting&q=22CS`): every status unless one is chosen. */
const useApplicationSearch = () =>
  useAddressSearch({
    read: (params) => ({ status: statusIn(HOSTEL_APPLICATION_STATUSES, params.get('status')) }),
    write: ({ status }, params) => status && params.set('status', status),
    isDefault: ({ status }) => status === null,
  });

/** The status to show and the roll number or name typed; what is typed stays here until Find. */
function ApplicationSearchBar() {
  const { t } = useTranslation();
  const { search, apply } = useApplicationSearch();
  const [text, setText] = useState(search.q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply({ q: text.trim() });
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        id="applications-status"
        label={t('hostel.applications.status')}
        value={search.status ?? ''}
        onChange={(e) => apply({ status: (e.target.value || null) as HostelApplicationStatus | null })}
        sx={{ flex: '1 1 180px' }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('hostel.applications.all')}</MenuItem>
        {HOSTEL_APPLICATION_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`hostel.applicationStatuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        id="applications-q"
        type="search"
        label={t('hostel.applications.search')}
        helperText={t('hostel.applications.searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: SHORT_CODE_MAX } }}
        sx={{ flex: '1 1 240px' }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ mt: 0.25 }}>
        {t('hostel.find')}
      </Button>
    </Box>
  );
}

function useColumns(): PagedColumn<HostelApplication>[] {
  const { t } = useTranslation();
  const col = (key: string) => t(`hostel.applications.columns.${key}`);
  return [
    { key: 'position', header: col('position'), cell: (a) => a.position ?? t('hostel.none'), nowrap: true },
    {
      key: 'student',
      header: col('student'),
      card: 'title',
      cell: (a) => (
        <>
          {a.studentName}{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {a.rollNumber}
          </Box>
        </>
      ),
      sx: { fontWeight: 600, minWidth: 180 },
    },
    {
      key: 'asked',
      header: col('asked'),
      card: 'primary',
      cell: (a) => (
        <>
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {a.roomType.code}
          </Box>{' '}
          {a.blocks.map((b) => b.code).join(' › ')}
        </>
      ),
    },
    { key: 'distance', header: col('distance'), cell: (a) => t('hostel.mine.km', { km: a.distanceKm }), nowrap: true },
    {
      key: 'status',
      header: col('status'),
      card: 'secondary',
      cell: (a) => (
        <Chip
          size="small"
          color={a.status === 'allotted' ? 'success' : 'default'}
          variant={a.status === 'allotted' ? 'filled' : 'outlined'}
          label={applicationStatusText(t, a)}
        />
      ),
    },
    { key: 'bed', header: col('bed'), cell: (a) => (a.allotment ? bedPlaceText(t, a.allotment) : t('hostel.none')) },
  ];
}

type Acting = { kind: 'allot' | 'move' | 'vacate'; application: HostelApplication } | null;

/**
 * `/app/Hostel/Applications`: the hostel applications by status in the order of the allotment rules;
 * the office allots one bed or all by the rules (previewed), moves and vacates, and sets the rules.
 */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const manager = can(useSession()?.roles, 'hostel.manage');
  const { search, filtered, apply, clear } = useApplicationSearch();
  const applications = useApplications(search);
  const rules = useAllotmentRules();
  const columns = useColumns();
  const [adding, setAdding] = useState(false);
  const [planning, setPlanning] = useState(false);
  const [acting, setActing] = useState<Acting>(null);
  const data = applications.data;
  const action = (kind: 'allot' | 'move' | 'vacate', a: HostelApplication, color?: 'error') => (
    <Button
      size="small"
      variant="outlined"
      color={color}
      onClick={() => setActing({ kind, application: a })}
      aria-label={t(`hostel.applications.${kind}For`, { name: a.studentName })}
    >
      {t(`hostel.applications.${kind}`)}
    </Button>
  );
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('hostel.applications.title')}
        subtitle={t('hostel.applications.subtitle')}
        actions={
          manager && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="outlined" onClick={() => setPlanning(true)}>
                {t('hostel.applications.allotAll')}
              </Button>
              <Button variant="contained" onClick={() => setAdding(true)}>
                {t('hostel.applications.add')}
              </Button>
            </Box>
          )
        }
      />
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
        <ApplicationSearchBar key={`${search.q}|${search.status}`} />
      </Paper>
      <Paper sx={{ p: { xs: 1, md: 2 } }}>
        <ListHead filtered={filtered} onClear={clear}>
          <Typography variant="h6" component="h2" data-testid="applications-total">
            {data ? t('hostel.applications.found', { count: data.total }) : ''}
          </Typography>
        </ListHead>
        {applications.isError && !data ? (
          <LoadFailed error={applications.error} retry={applications.refetch} />
        ) : (
          <PagedTable
            label={t('hostel.applications.tableLabel')}
            testId="applications-table"
            columns={columns}
            rows={data?.rows}
            rowKey={(a) => a.id}
            rowAttributes={(a) => ({ 'data-roll': a.rollNumber })}
            total={data?.total ?? 0}
            page={search.page}
            pageSize={search.size}
            pageSizes={HOSTEL_PAGE_SIZES}
            onPageChange={(page) => apply({ page })}
            onPageSizeChange={(size) => apply({ size })}
            loading={applications.isFetching}
            cardsBelow="md"
            empty={filtered ? t('hostel.applications.noMatches') : t('hostel.applications.empty')}
            actions={
              manager
                ? (a) => (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                      {a.status === 'waiting' && action('allot', a)}
                      {a.status === 'allotted' && a.allotment && (
                        <>
                          {action('move', a)}
                          {action('vacate', a, 'error')}
                        </>
                      )}
                    </Box>
                  )
                : undefined
            }
          />
        )}
      </Paper>
      {rules.data && <AllotmentRules key={JSON.stringify(rules.data)} rules={rules.data} manager={manager} />}
      {adding && <NewApplicationDialog onClose={() => setAdding(false)} />}
      {planning && <AllotAllDialog onClose={() => setPlanning(false)} />}
      {acting?.kind === 'allot' && <AllotDialog application={acting.application} onClose={() => setActing(null)} />}
      {acting?.kind === 'move' && <MoveDialog application={acting.application} onClose={() => setActing(null)} />}
      {acting?.kind === 'vacate' && <VacateDialog application={acting.application} onClose={() => setActing(null)} />}
    </Box>
  );
}
