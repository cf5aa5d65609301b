import ArrowBack from '@mui/icons-material/ArrowBack';
import Edit from '@mui/icons-material/Edit';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Checkbox, Chip, FormControlLabel, Link, Paper, Skeleton, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import {
  can,
  collegeToday,
  offerInputSchema,
  PLACEMENT_OFFER_PARTS,
  PLACEMENT_SHORTLIST_COLUMN,
  type ApplicationRow,
  type Drive,
  type Standing,
} from '@campus/shared';
import { FilePicker } from '../../components/file-picker';
import { acrossTheForm, FormDialog } from '../../components/form/form-dialog';
import { FormDateField, FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { LoadFailed } from '../../components/list-head';
import { PageHeader } from '../../components/page-header';
import { PagedTable, RowsView, type PagedColumn } from '../../components/paged-table';
import { ApiRequestError } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import {
  letterUrl,
  resumeUrl,
  useAdvance,
  useDriveApplications,
  useDriveEligibility,
  useDrives,
  usePlacementPlaces,
  useRecordOffer,
  useShortlist,
  type ShortlistSent,
} from './api/placements';
import { DriveDialog } from './components/drive-dialog';
import { DRIVES, lakhField, Part, reasonsText, roundsText, useCtc } from './components/placement-parts';

const offerFormSchema = offerInputSchema.extend({ ctcRupees: lakhField(offerInputSchema.shape.ctcRupees) });

/** Where an application stands: in the running at a round, rejected in one, selected, offered. */
function useStanding() {
  const { t } = useTranslation();
  return (a: ApplicationRow) => {
    const status = t(`placements.statuses.${a.status}`);
    return a.roundName ? `${status} · ${t(`placements.rounds.${a.roundName}`)}` : status;
  };
}

/** Record the offer of a selected student: the CTC offered (in lakh), the day and the letter. */
function OfferDialog({ application: a, drive, onClose }: { application: ApplicationRow; drive: Drive; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const lakh = String(drive.ctcRupees / 100_000);
  const form = useZodForm(offerFormSchema, {
    ctcRupees: f.language.startsWith('de') ? lakh.replace('.', ',') : lakh,
    offeredOn: collegeToday(),
  });
  const [letter, setLetter] = useState<File | null>(null);
  const [letterError, setLetterError] = useState<string>();
  const record = useRecordOffer({
    onSuccess: (o) => {
      enqueueSnackbar(t('placements.drive.offer.done', { roll: o.rollNumber }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiRequestError && err.body?.field === PLACEMENT_OFFER_PARTS.letter) return setLetterError(err.message);
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('placements.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const text = (key: string, values?: Record<string, unknown>) => t(`placements.drive.offer.${key}`, values);
  return (
    <FormDialog
      heading={text('heading', { name: `${a.name} (${a.rollNumber})` })}
      submit={t('placements.drive.recordOffer')}
      id="offer-heading"
      busy={record.isPending}
      onClose={onClose}
      onSubmit={() => {
        setLetterError(undefined);
        void form.handleSubmit((offer) => record.mutate({ applicationId: a.id, offer, letter }))();
      }}
    >
      <FormTextField
        control={form.control}
        name="ctcRupees"
        id="offer-ctc"
        label={text('ctc')}
        helperText={t('placements.drives.fields.ctcHint')}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormDateField control={form.control} name="offeredOn" id="offer-day" label={text('offeredOn')} required />
      <Box sx={acrossTheForm}>
        <FilePicker
          id="offer-letter"
          label={text('letter')}
          buttonLabel={text('pick')}
          emptyText={text('none')}
          hint={text('hint')}
          accept=".pdf,application/pdf"
          file={letter}
          error={letterError}
          onChange={(file) => {
            setLetter(file);
            setLetterError(undefined);
          }}
        />
      </Box>
    </FormDialog>
  );
}

/** The company's shortlist as a workbook of roll numbers: every one named moves on, or none does; the server names those it does not know. */
function ShortlistUpload({ driveId }: { driveId: number }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [workbook, setWorkbook] = useState<File | null>(null);
  const [rejectOthers, setRejectOthers] = useState(false);
  const [problem, setProblem] = useState<string>();
  const upload = useShortlist({
    onSuccess: (r) => {
      enqueueSnackbar(t('placements.drive.advanced', r), { variant: 'success' });
      setWorkbook(null);
    },
    onError: (err) => setProblem(err.message),
  });
  const text = (key: string) => t(`placements.drive.shortlist.${key}`);
  return (
    <Box
      component="form"
      noValidate
      aria-label={text('heading')}
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(undefined);
        if (!workbook) return setProblem(text('choose'));
        upload.mutate({ driveId, rejectOthers, workbook } satisfies ShortlistSent);
      }}
      sx={{ display: 'grid', gap: 1, p: 1, mt: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {text('heading')}
      </Typography>
      <FilePicker
        id="shortlist-workbook"
        label={text('label')}
        buttonLabel={text('pick')}
        emptyText={text('none')}
        hint={t('placements.drive.shortlist.hint', { column: PLACEMENT_SHORTLIST_COLUMN })}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        file={workbook}
        onChange={(file) => {
          setWorkbook(file);
          setProblem(undefined);
        }}
      />
      <FormControlLabel
        control={<Checkbox checked={rejectOthers} onChange={(e) => setRejectOthers(e.target.checked)} />}
        label={text('rejectOthers')}
      />
      {problem && (
        <Alert severity="error" data-testid="shortlist-problem">
          {problem}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="outlined" startIcon={<UploadFile />} disabled={upload.isPending}>
          {text('upload')}
        </Button>
      </Box>
    </Box>
  );
}

/** The drive's applications by round: ticks to move the ticked on or reject them, the shortlist upload, and offers recorded. */
function Applications({ drive, manage }: { drive: Drive; manage: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const ctc = useCtc();
  const standing = useStanding();
  const { enqueueSnackbar } = useSnackbar();
  const applications = useDriveApplications(drive.id);
  const [ticked, setTicked] = useState<number[]>([]);
  const [offering, setOffering] = useState<ApplicationRow | null>(null);
  const advance = useAdvance({
    onSuccess: (r) => {
      enqueueSnackbar(t('placements.drive.advanced', r), { variant: 'success' });
      setTicked([]);
    },
    onError: (err) => enqueueSnackbar(t('placements.saveFailed', { message: err.message }), { variant: 'error' }),
  });
  const rows = applications.data ?? [];
  const running = rows.filter((a) => a.status === 'inRunning');
  const col = (key: string) => t(`placements.drive.columns.${key}`);
  const tick = (a: ApplicationRow, on: boolean) => setTicked((now) => (on ? [...now, a.id] : now.filter((id) => id !== a.id)));
  const columns: PagedColumn<ApplicationRow>[] = [
    ...(manage
      ? [
          {
            key: 'tick',
            header: col('tick'),
            cell: (a: ApplicationRow) =>
              a.status === 'inRunning' && (
                <Checkbox
                  size="small"
                  checked={ticked.includes(a.id)}
                  onChange={(e) => tick(a, e.target.checked)}
                  slotProps={{ input: { 'aria-label': t('placements.drive.tick', { name: `${a.name} (${a.rollNumber})` }) } }}
                />
              ),
          },
        ]
      : []),
    { key: 'name', header: col('name'), card: 'title', cell: (a) => a.name, sx: { fontWeight: 600, minWidth: 140 } },
    { key: 'roll', header: col('roll'), card: 'primary', nowrap: true, cell: (a) => a.rollNumber },
    { key: 'status', header: col('status'), cell: (a) => standing(a) },
    { key: 'round', header: col('round'), align: 'right', cell: (a) => `${f.number(a.round)} / ${f.number(drive.rounds.length)}` },
    { key: 'applied', header: col('applied'), nowrap: true, cell: (a) => f.day(a.appliedOn) },
    {
      key: 'offer',
      header: col('offer'),
      nowrap: true,
      cell: (a) => (a.offerCtcRupees === null ? t('placements.none') : ctc(a.offerCtcRupees)),
    },
  ];
  const send = (to: 'next' | 'rejected') => advance.mutate({ id: drive.id, input: { applicationIds: ticked, to } });
  return (
    <Part id="drive-applications" title={t('placements.drive.applicationsHeading')}>
      <Typography color="text.secondary" sx={{ px: 1, mb: 1 }}>
        {roundsText(t, drive.rounds)}
      </Typography>
      {applications.isPending && <Skeleton variant="rounded" height={120} />}
      {applications.isError && <LoadFailed error={applications.error} retry={applications.refetch} />}
      {applications.data &&
        (rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 1 }}>
            {t('placements.drive.noApplications')}
          </Typography>
        ) : (
          <>
            {manage && running.length > 0 && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 1, mb: 1 }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={ticked.length === running.length}
                      indeterminate={ticked.length > 0 && ticked.length < running.length}
                      onChange={(e) => setTicked(e.target.checked ? running.map((a) => a.id) : [])}
                    />
                  }
                  label={t('placements.drive.tickAll')}
                />
                <Typography role="status" color="text.secondary" sx={{ mr: 1 }}>
                  {t('placements.drive.ticked', { count: ticked.length })}
                </Typography>
                <Button variant="contained" disabled={ticked.length === 0 || advance.isPending} onClick={() => send('next')}>
                  {t('placements.drive.advance')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={ticked.length === 0 || advance.isPending}
                  onClick={() => send('rejected')}
                >
                  {t('placements.drive.reject')}
                </Button>
              </Box>
            )}
            <RowsView
              label={t('placements.drive.applicationsTable')}
              testId="drive-applications-table"
              columns={columns}
              rows={rows}
              rowKey={(a) => a.id}
              rowAttributes={(a) => ({ 'data-roll': a.rollNumber, 'data-status': a.status })}
              rowTone={(a) => (a.status === 'rejected' ? 'warning' : undefined)}
              cardsBelow="md"
              actions={(a) => (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button size="small" href={resumeUrl(a.id)} target="_blank" rel="noreferrer">
                    {t('placements.drive.resume')}
                  </Button>
                  {a.offerId !== null && (
                    <Button size="small" href={letterUrl(a.offerId)} target="_blank" rel="noreferrer">
                      {t('placements.drive.letter')}
                    </Button>
                  )}
                  {manage && a.status === 'selected' && (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => setOffering(a)}
                      aria-label={t('placements.drive.recordOfferFor', { name: a.name })}
                    >
                      {t('placements.drive.recordOffer')}
                    </Button>
                  )}
                </Box>
              )}
            />
          </>
        ))}
      {manage && running.length > 0 && <ShortlistUpload driveId={drive.id} />}
      {offering && <OfferDialog application={offering} drive={drive} onClose={() => setOffering(null)} />}
    </Part>
  );
}

const PAGE_SIZES = [10, 25, 50] as const;

/** One list of the drive's students, a page at a time (a drive may be open to a whole year). */
function StudentList({
  id,
  title,
  label,
  rows,
  columns,
  empty,
  children,
}: {
  id: string;
  title: string;
  label: string;
  rows: Standing[];
  columns: PagedColumn<Standing>[];
  empty: string;
  children?: ReactNode;
}) {
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const from = (paging.page - 1) * paging.size;
  return (
    <Part id={id} title={title}>
      {children}
      <PagedTable
        label={label}
        testId={`${id}-table`}
        columns={columns}
        rows={rows.slice(from, from + paging.size)}
        rowKey={(s) => s.studentId}
        rowAttributes={(s) => ({ 'data-roll': s.rollNumber })}
        total={rows.length}
        page={paging.page}
        pageSize={paging.size}
        pageSizes={PAGE_SIZES}
        onPageChange={(page) => setPaging((p) => ({ ...p, page }))}
        onPageSizeChange={(size) => setPaging({ page: 1, size })}
        cardsBelow="md"
        empty={empty}
      />
    </Part>
  );
}

/** Who may apply by the college's records, and why the others may not. */
function Eligibility({ drive }: { drive: Drive }) {
  const { t } = useTranslation();
  const f = useFormat();
  const list = useDriveEligibility(drive.id);
  const [q, setQ] = useState('');
  const col = (key: string) => t(`placements.drive.columns.${key}`);
  const typed = q.trim().toLowerCase();
  const found = (s: Standing) => !typed || s.rollNumber.toLowerCase().includes(typed) || s.name.toLowerCase().includes(typed);
  const common: PagedColumn<Standing>[] = [
    { key: 'name', header: col('name'), card: 'title', cell: (s) => s.name, sx: { fontWeight: 600, minWidth: 140 } },
    { key: 'roll', header: col('roll'), card: 'primary', nowrap: true, cell: (s) => s.rollNumber },
    { key: 'programme', header: col('programme'), cell: (s) => `${s.programme} ${s.branch}` },
    { key: 'batch', header: col('batch'), nowrap: true, cell: (s) => s.batch },
    { key: 'cgpa', header: col('cgpa'), align: 'right', cell: (s) => (s.cgpa === null ? t('placements.none') : f.number(s.cgpa, 2)) },
    { key: 'backlogs', header: col('backlogs'), align: 'right', cell: (s) => f.number(s.backlogs) },
  ];
  if (list.isPending) return <Skeleton variant="rounded" height={160} />;
  if (list.isError) return <LoadFailed error={list.error} retry={list.refetch} />;
  return (
    <>
      <StudentList
        key={`eligible-${typed}`}
        id="drive-eligible"
        title={t('placements.drive.eligibleHeading')}
        label={t('placements.drive.eligibleTable')}
        rows={list.data.students.filter((s) => s.eligible && found(s))}
        columns={common}
        empty={t(typed ? 'placements.drive.noneFound' : 'placements.drive.noEligible')}
      >
        <Typography role="status" color="text.secondary" sx={{ px: 1, mb: 1 }} data-testid="drive-eligible-count">
          {t('placements.drive.eligibleCount', { eligible: f.number(list.data.eligible), ineligible: f.number(list.data.ineligible) })}
        </Typography>
        <TextField
          size="small"
          type="search"
          id="drive-find"
          label={t('placements.drive.find')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ mx: 1, mb: 1, width: { xs: 'calc(100% - 16px)', sm: 360 } }}
        />
      </StudentList>
      <StudentList
        key={`ineligible-${typed}`}
        id="drive-ineligible"
        title={t('placements.drive.ineligibleHeading')}
        label={t('placements.drive.ineligibleTable')}
        rows={list.data.students.filter((s) => !s.eligible && found(s))}
        columns={[...common, { key: 'reasons', header: col('reasons'), cell: (s) => reasonsText(s.reasons), sx: { minWidth: 220 } }]}
        empty={t(typed ? 'placements.drive.noneFound' : 'placements.drive.noIneligible')}
      />
    </>
  );
}

/**
 * `/app/Placements/Drive/:id`: one drive: its job and who may apply; its applications by round, moved
 * on by ticks or by the company's shortlist, and offers recorded with their letters; the students
 * eligible by the college's records and why the others are not.
 */
export function DrivePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const ctc = useCtc();
  const id = Number(useParams().id);
  const manage = can(useSession()?.roles, 'placements.manage');
  const drives = useDrives();
  const places = usePlacementPlaces();
  const drive = drives.data?.find((d) => d.id === id);
  const [editing, setEditing] = useState(false);
  const back = (
    <Button component={RouterLink} to={DRIVES} startIcon={<ArrowBack />}>
      {t('placements.drive.back')}
    </Button>
  );
  if (drives.isPending) return <Skeleton variant="rounded" height={240} />;
  if (drives.isError) return <LoadFailed error={drives.error} retry={drives.refetch} />;
  if (!drive)
    return (
      <Box>
        <PageHeader title={t('placements.drive.notFound')} />
        {back}
      </Box>
    );
  const e = drive.eligibility;
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={`${drive.company}: ${drive.jobTitle}`}
        subtitle={t('placements.drive.facts', {
          ctc: ctc(drive.ctcRupees),
          location: drive.location,
          day: f.day(drive.driveOn),
          mode: t(`placements.modes.${drive.mode}`),
        })}
        actions={
          <>
            {manage && (
              <Button variant="outlined" startIcon={<Edit />} onClick={() => setEditing(true)}>
                {t('placements.drive.edit')}
              </Button>
            )}
            {back}
          </>
        }
      />
      <Paper
        sx={{ p: { xs: 1.5, md: 2 }, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        aria-label={t('placements.drive.criteria')}
        component="section"
      >
        <Typography sx={{ fontWeight: 600, mr: 1 }}>{t('placements.drive.criteria')}</Typography>
        {places.data && (
          <>
            {e.courseIds.map((c) => (
              <Chip key={`c${c}`} variant="outlined" label={places.data.courses.find((p) => p.id === c)?.code ?? c} />
            ))}
            {e.branchIds.map((b) => (
              <Chip key={`r${b}`} variant="outlined" label={places.data.branches.find((p) => p.id === b)?.code ?? b} />
            ))}
            {e.batchIds.map((b) => (
              <Chip key={`b${b}`} variant="outlined" label={places.data.batches.find((p) => p.id === b)?.name ?? b} />
            ))}
          </>
        )}
        {e.minCgpa !== null && <Chip label={t('placements.drive.minCgpa', { cgpa: f.number(e.minCgpa, 2) })} />}
        {e.maxBacklogs !== null && <Chip label={t('placements.drive.maxBacklogs', { count: e.maxBacklogs })} />}
        <Chip label={e.gender ? t(`placements.genders.${e.gender}`) : t('placements.anyGender')} />
        <Link component={RouterLink} to={`#drive-ineligible`} sx={{ ml: 'auto' }}>
          {t('placements.drive.ineligibleHeading')}
        </Link>
      </Paper>
      <Applications drive={drive} manage={manage} />
      <Eligibility drive={drive} />
      {editing && <DriveDialog drive={drive} onClose={() => setEditing(false)} />}
    </Box>
  );
}
