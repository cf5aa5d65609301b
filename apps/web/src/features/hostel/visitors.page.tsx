import Search from '@mui/icons-material/Search';
import { Box, Button, Chip, Paper, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  can,
  collegeToday,
  HOSTEL_PAGE_SIZES,
  HOSTEL_VISITOR_RELATIONS,
  hostelVisitorInSchema,
  isCalendarDate,
  NAME_MAX,
  SHORT_CODE_MAX,
  type HostelVisitor,
} from '@campus/shared';
import { DateField } from '../../components/date-field';
import { FormDialog } from '../../components/form/form-dialog';
import { FormSelect, FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { ListHead, LoadFailed } from '../../components/list-head';
import { PagedTable, type PagedColumn } from '../../components/paged-table';
import { useAddressSearch } from './components/address-search';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useVisitorIn, useVisitorOut, useVisitors } from './api/life';

/** What the register shows, kept in the address (`?day=2026-12-01&q=22CS`); without a day, the college's today. */
const useVisitorSearch = () =>
  useAddressSearch<{ day: string | null }>({
    read: (params) => {
      const day = params.get('day');
      return { day: day && isCalendarDate(day) ? day : null };
    },
    write: ({ day }, params) => day && params.set('day', day),
    isDefault: ({ day }) => day === null,
  });

/** The day of the register and the roll number or name typed; both stay here until Show. */
function VisitorSearchBar() {
  const { t } = useTranslation();
  const { search, apply } = useVisitorSearch();
  const today = collegeToday();
  const [text, setText] = useState(search.q);
  const [day, setDay] = useState(search.day ?? today);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isCalendarDate(day)) apply({ q: text.trim(), day: day === today ? null : day });
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <DateField
        size="small"
        id="visitors-day"
        label={t('hostel.visitors.day')}
        value={day}
        max={today}
        onChange={setDay}
        error={!isCalendarDate(day)}
        sx={{ flex: '1 1 180px' }}
      />
      <TextField
        size="small"
        id="visitors-q"
        type="search"
        label={t('hostel.visitors.search')}
        helperText={t('hostel.visitors.searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: SHORT_CODE_MAX } }}
        sx={{ flex: '1 1 240px' }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ mt: 0.25 }}>
        {t('hostel.visitors.show')}
      </Button>
    </Box>
  );
}

function useColumns(): PagedColumn<HostelVisitor>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const col = (key: string) => t(`hostel.visitors.columns.${key}`);
  const time = (instant: string) => f.dateTime(instant).split(', ').at(-1)!;
  return [
    { key: 'visitor', header: col('visitor'), card: 'title', cell: (v) => v.visitorName, sx: { fontWeight: 600, minWidth: 140 } },
    { key: 'relation', header: col('relation'), cell: (v) => t(`hostel.relations.${v.relation}`) },
    {
      key: 'student',
      header: col('student'),
      card: 'primary',
      cell: (v) => (
        <>
          {v.student.fullName}{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {v.student.rollNumber}
          </Box>
          {v.student.place && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {v.student.place}
            </Box>
          )}
        </>
      ),
      sx: { minWidth: 180 },
    },
    { key: 'phone', header: col('phone'), cell: (v) => v.phone, nowrap: true },
    { key: 'purpose', header: col('purpose'), cell: (v) => v.purpose ?? t('hostel.none') },
    { key: 'in', header: col('in'), cell: (v) => time(v.inAt), nowrap: true },
    {
      key: 'out',
      header: col('out'),
      cell: (v) => (v.outAt ? time(v.outAt) : <Chip size="small" color="warning" label={t('hostel.visitors.stillIn')} />),
      nowrap: true,
    },
  ];
}

/** Visitor in: the student's roll number, who comes and what they are to the student, their phone and why they came. */
function VisitorInDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(hostelVisitorInSchema, { rollNumber: '', visitorName: '', phone: '', purpose: '' });
  const come = useVisitorIn({
    onSuccess: (done) => {
      enqueueSnackbar(t('hostel.visitors.signedIn', { name: done.visitorName, student: done.student.fullName }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const text = (key: string) => t(`hostel.visitors.fields.${key}`);
  return (
    <FormDialog
      heading={t('hostel.visitors.addHeading')}
      submit={t('hostel.visitors.add')}
      id="hostel-visitor-heading"
      busy={come.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => come.mutate(input))()}
    >
      <FormTextField
        control={form.control}
        name="rollNumber"
        id="hostel-visitor-rollNumber"
        label={text('rollNumber')}
        required
        slotProps={{ htmlInput: { maxLength: SHORT_CODE_MAX, autoComplete: 'off', style: { textTransform: 'uppercase' } } }}
      />
      <FormTextField
        control={form.control}
        name="visitorName"
        id="hostel-visitor-visitorName"
        label={text('visitorName')}
        required
        slotProps={{ htmlInput: { maxLength: NAME_MAX, autoComplete: 'off' } }}
      />
      <FormSelect
        control={form.control}
        name="relation"
        id="hostel-visitor-relation"
        label={text('relation')}
        required
        options={HOSTEL_VISITOR_RELATIONS.map((r) => ({ value: r, label: t(`hostel.relations.${r}`) }))}
      />
      <FormTextField
        control={form.control}
        name="phone"
        id="hostel-visitor-phone"
        label={text('phone')}
        helperText={text('phoneHint')}
        required
        type="tel"
        slotProps={{ htmlInput: { maxLength: SHORT_CODE_MAX, autoComplete: 'off', inputMode: 'tel' } }}
      />
      <FormTextField
        control={form.control}
        name="purpose"
        id="hostel-visitor-purpose"
        label={text('purpose')}
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
      />
    </FormDialog>
  );
}

/**
 * `/app/Hostel/Visitors`: the visitors' register of a day (today unless another is asked for), those
 * still in first, with how many are in now; the gate signs a visitor in and out.
 */
export function VisitorsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const manager = can(useSession()?.roles, 'hostel.manage');
  const { search, filtered, apply, clear } = useVisitorSearch();
  const visitors = useVisitors(search);
  const columns = useColumns();
  const [adding, setAdding] = useState(false);
  const out = useVisitorOut({
    onSuccess: (done) => enqueueSnackbar(t('hostel.visitors.signedOut', { name: done.visitorName }), { variant: 'success' }),
    onError: (err) => enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' }),
  });
  const data = visitors.data;
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('hostel.visitors.title')}
        subtitle={t('hostel.visitors.subtitle')}
        actions={
          manager && (
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t('hostel.visitors.add')}
            </Button>
          )
        }
      />
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
        <VisitorSearchBar key={`${search.q}|${search.day}`} />
      </Paper>
      <Paper sx={{ p: { xs: 1, md: 2 } }}>
        <ListHead filtered={filtered} onClear={clear}>
          <Typography variant="h6" component="h2" data-testid="visitors-total">
            {data ? `${f.day(data.day)} · ${t('hostel.visitors.found', { count: data.total })}` : ''}
          </Typography>
          {data && (
            <Typography data-testid="visitors-in-now" sx={{ fontWeight: 600, color: data.inNow ? 'warning.dark' : 'text.secondary' }}>
              {t('hostel.visitors.inNow', { count: data.inNow })}
            </Typography>
          )}
        </ListHead>
        {visitors.isError && !data ? (
          <LoadFailed error={visitors.error} retry={visitors.refetch} />
        ) : (
          <PagedTable
            label={t('hostel.visitors.tableLabel')}
            testId="visitors-table"
            columns={columns}
            rows={data?.rows}
            rowKey={(v) => v.id}
            rowAttributes={(v) => ({ 'data-roll': v.student.rollNumber })}
            rowTone={(v) => (v.outAt === null ? 'warning' : undefined)}
            total={data?.total ?? 0}
            page={search.page}
            pageSize={search.size}
            pageSizes={HOSTEL_PAGE_SIZES}
            onPageChange={(page) => apply({ page })}
            onPageSizeChange={(size) => apply({ size })}
            loading={visitors.isFetching}
            cardsBelow="md"
            empty={search.q ? t('hostel.visitors.noMatches') : t('hostel.visitors.empty')}
            actions={
              manager
                ? (v) =>
                    v.outAt === null && (
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={out.isPending}
                        onClick={() => out.mutate(v)}
                        aria-label={t('hostel.visitors.outFor', { name: v.visitorName })}
                      >
                        {t('hostel.visitors.out')}
                      </Button>
                    )
                : undefined
            }
          />
        )}
      </Paper>
      {adding && <VisitorInDialog onClose={() => setAdding(false)} />}
    </Box>
  );
}
