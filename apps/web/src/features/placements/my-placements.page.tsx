import { Alert, Box, Button, Chip, Link, Paper, Skeleton, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optOutInputSchema, PLACEMENT_APPLICATION_PARTS, TEXT_MAX, type Offer, type OwnPlacements } from '@campus/shared';
import { FilePicker } from '../../components/file-picker';
import { acrossTheForm, FormDialog } from '../../components/form/form-dialog';
import { FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { LoadFailed } from '../../components/list-head';
import { PageHeader } from '../../components/page-header';
import { RowsView, type PagedColumn } from '../../components/paged-table';
import { ApiRequestError } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { letterUrl, useApply, useOptOut, useOwnPlacements } from './api/placements';
import { Part, reasonsText, roundsText, useCtc } from './components/placement-parts';

type OwnDrive = OwnPlacements['drives'][number];

/** Apply to a drive with a résumé (PDF); a refusal (the offer policy, a drive applied to already) shows as the server words it. */
function ApplyDialog({ entry, onClose }: { entry: OwnDrive; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const d = entry.drive;
  const apply = useApply({
    onSuccess: () => {
      enqueueSnackbar(t('placements.mine.applied', { company: d.company }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiRequestError && err.body?.field === PLACEMENT_APPLICATION_PARTS.resume) return setResumeError(err.message);
      setRefusal(err.message);
    },
  });
  const text = (key: string, values?: Record<string, unknown>) => t(`placements.mine.${key}`, values);
  return (
    <FormDialog
      heading={text('applyHeading', { company: d.company, job: d.jobTitle })}
      submit={text('apply')}
      id="apply-heading"
      busy={apply.isPending}
      onClose={onClose}
      onSubmit={() => {
        setRefusal(undefined);
        if (!resume) return setResumeError(text('resumeMissing'));
        setResumeError(undefined);
        apply.mutate({ driveId: d.id, resume });
      }}
    >
      {refusal && (
        <Alert severity="error" sx={acrossTheForm} data-testid="apply-refusal">
          {refusal}
        </Alert>
      )}
      <Box sx={acrossTheForm}>
        <FilePicker
          id="apply-resume"
          label={text('resume')}
          buttonLabel={text('resumePick')}
          emptyText={text('resumeNone')}
          hint={text('resumeHint')}
          accept=".pdf,application/pdf"
          file={resume}
          error={resumeError}
          onChange={(file) => {
            setResume(file);
            setResumeError(undefined);
          }}
        />
      </Box>
    </FormDialog>
  );
}

/** Opt out of placements, saying why (higher studies above all). */
function OptOutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(optOutInputSchema, { reason: '' });
  const optOut = useOptOut({
    onSuccess: () => {
      enqueueSnackbar(t('placements.mine.optedOutDone'), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('placements.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const text = (key: string) => t(`placements.mine.${key}`);
  return (
    <FormDialog
      heading={text('optOutHeading')}
      submit={text('optOut')}
      id="opt-out-heading"
      busy={optOut.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => optOut.mutate(input))()}
    >
      <Alert severity="info" sx={acrossTheForm}>
        {text('optOutHint')}
      </Alert>
      <FormTextField
        control={form.control}
        name="reason"
        id="opt-out-reason"
        label={text('reason')}
        helperText={text('reasonHint')}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
        sx={acrossTheForm}
      />
    </FormDialog>
  );
}

/** The columns every list of drives shares: the company, the job, the CTC, the day and the mode. */
function useDriveColumns(): PagedColumn<OwnDrive>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const ctc = useCtc();
  const col = (key: string) => t(`placements.mine.columns.${key}`);
  return [
    { key: 'company', header: col('company'), card: 'title', cell: (e) => e.drive.company, sx: { fontWeight: 600, minWidth: 140 } },
    { key: 'job', header: col('job'), card: 'primary', cell: (e) => e.drive.jobTitle, sx: { minWidth: 150 } },
    { key: 'ctc', header: col('ctc'), nowrap: true, cell: (e) => ctc(e.drive.ctcRupees) },
    { key: 'day', header: col('day'), nowrap: true, cell: (e) => f.day(e.drive.driveOn) },
    { key: 'mode', header: col('mode'), cell: (e) => t(`placements.modes.${e.drive.mode}`) },
  ];
}

/** Where an application stands, in words: the rounds cleared and the round it is in or fell in. */
function applicationText(t: (key: string, values?: Record<string, unknown>) => string, e: OwnDrive) {
  const a = e.application!;
  const cleared = t('placements.mine.clearedRounds', { count: a.round });
  const round = a.roundName ? t(`placements.rounds.${a.roundName}`) : '';
  if (a.status === 'inRunning') return `${cleared} · ${t('placements.mine.inRound', { round })}`;
  if (a.status === 'rejected') return `${cleared} · ${t('placements.mine.rejectedIn', { round })}`;
  return cleared;
}

/**
 * `/app/My Placements`: a student's placement season: the drives they may apply to (with a résumé),
 * those they may not and why, their applications round by round, their offers with the letters,
 * and opting out of placements for higher studies or another reason.
 */
export function MyPlacementsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const ctc = useCtc();
  const own = useOwnPlacements();
  const columns = useDriveColumns();
  const [applying, setApplying] = useState<OwnDrive | null>(null);
  const [optingOut, setOptingOut] = useState(false);
  const text = (key: string, values?: Record<string, unknown>) => t(`placements.mine.${key}`, values);
  const d = own.data;
  const open = d?.drives.filter((e) => e.eligible || e.application) ?? [];
  const closed = d?.drives.filter((e) => !e.eligible && !e.application) ?? [];
  const applied = d?.drives.filter((e) => e.application) ?? [];
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={text('title')}
        subtitle={text('subtitle')}
        actions={
          d &&
          !d.optedOutOn && (
            <Button variant="outlined" color="warning" onClick={() => setOptingOut(true)}>
              {text('optOut')}
            </Button>
          )
        }
      />
      {own.isPending && <Skeleton variant="rounded" height={240} />}
      {own.isError && <LoadFailed error={own.error} retry={own.refetch} />}
      {d && (
        <>
          <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography data-testid="my-standing">
              {d.cgpa === null ? text('noCgpa') : text('standing', { cgpa: f.number(d.cgpa, 2), count: d.backlogs })}
            </Typography>
            {d.bestOfferRupees !== null && <Chip color="success" label={text('bestOffer', { ctc: ctc(d.bestOfferRupees) })} />}
          </Paper>
          {d.optedOutOn && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="opted-out">
              {text('optedOut', { day: f.day(d.optedOutOn) })}
            </Alert>
          )}
          <Part id="my-eligible" title={text('eligibleHeading')}>
            {open.length === 0 ? (
              <Typography color="text.secondary" sx={{ px: 1 }}>
                {text('noEligible')}
              </Typography>
            ) : (
              <RowsView
                label={text('eligibleTable')}
                testId="my-eligible-table"
                columns={[
                  ...columns,
                  {
                    key: 'rounds',
                    header: t('placements.drives.columns.rounds'),
                    card: 'secondary',
                    cell: (e) => roundsText(t, e.drive.rounds),
                  },
                ]}
                rows={open}
                rowKey={(e) => e.drive.id}
                rowAttributes={(e) => ({ 'data-drive': e.drive.company })}
                cardsBelow="md"
                actions={(e) =>
                  e.application ? (
                    <Chip size="small" label={text('alreadyApplied')} />
                  ) : (
                    <Button
                      size="small"
                      variant="contained"
                      onClick={() => setApplying(e)}
                      aria-label={text('applyFor', { company: e.drive.company })}
                    >
                      {text('apply')}
                    </Button>
                  )
                }
              />
            )}
          </Part>
          <Part id="my-applications" title={text('applicationsHeading')}>
            {applied.length === 0 ? (
              <Typography color="text.secondary" sx={{ px: 1 }}>
                {text('noApplications')}
              </Typography>
            ) : (
              <RowsView
                label={text('applicationsTable')}
                testId="my-applications-table"
                columns={[
                  columns[0]!,
                  columns[1]!,
                  { key: 'status', header: text('columns.status'), cell: (e) => t(`placements.statuses.${e.application!.status}`) },
                  { key: 'round', header: text('columns.round'), card: 'secondary', cell: (e) => applicationText(t, e) },
                ]}
                rows={applied}
                rowKey={(e) => e.drive.id}
                rowAttributes={(e) => ({ 'data-drive': e.drive.company, 'data-status': e.application!.status })}
                cardsBelow="md"
              />
            )}
          </Part>
          <Part id="my-offers" title={text('offersHeading')}>
            {d.offers.length === 0 ? (
              <Typography color="text.secondary" sx={{ px: 1 }}>
                {text('noOffers')}
              </Typography>
            ) : (
              <RowsView<Offer>
                label={text('offersTable')}
                testId="my-offers-table"
                columns={[
                  { key: 'company', header: text('columns.company'), card: 'title', cell: (o) => o.company },
                  { key: 'job', header: text('columns.job'), card: 'primary', cell: (o) => o.jobTitle },
                  { key: 'ctc', header: text('columns.ctc'), nowrap: true, cell: (o) => ctc(o.ctcRupees) },
                  { key: 'offeredOn', header: text('columns.offeredOn'), nowrap: true, cell: (o) => f.day(o.offeredOn) },
                ]}
                rows={d.offers}
                rowKey={(o) => o.id}
                cardsBelow="md"
                actions={(o) => (
                  <Link href={letterUrl(o.id)} target="_blank" rel="noreferrer">
                    {text('letter')}
                  </Link>
                )}
              />
            )}
          </Part>
          <Part id="my-not-eligible" title={text('notEligibleHeading')}>
            {closed.length === 0 ? (
              <Typography color="text.secondary" sx={{ px: 1 }}>
                {text('noNotEligible')}
              </Typography>
            ) : (
              <RowsView
                label={text('notEligibleTable')}
                testId="my-not-eligible-table"
                columns={[
                  ...columns,
                  {
                    key: 'reasons',
                    header: text('reasons'),
                    card: 'secondary',
                    cell: (e) => reasonsText(e.reasons),
                    sx: { minWidth: 220 },
                  },
                ]}
                rows={closed}
                rowKey={(e) => e.drive.id}
                rowAttributes={(e) => ({ 'data-drive': e.drive.company })}
                cardsBelow="md"
              />
            )}
          </Part>
        </>
      )}
      {applying && <ApplyDialog entry={applying} onClose={() => setApplying(null)} />}
      {optingOut && <OptOutDialog onClose={() => setOptingOut(false)} />}
    </Box>
  );
}
