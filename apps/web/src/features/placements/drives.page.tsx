import { Alert, Box, Button, Link, Paper, Skeleton, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import {
  can,
  collegeToday,
  DRIVE_GENDERS,
  DRIVE_MODES,
  driveInputSchema,
  NAME_MAX,
  PLACEMENT_OFFER_MULTIPLE_DEFAULT,
  PLACEMENT_ROUNDS,
  placementSettingsSchema,
  TITLE_MAX,
  type Drive,
} from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../components/form/form-dialog';
import { FormDateField, FormMultiSelect, FormSelect, FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { LoadFailed } from '../../components/list-head';
import { PageHeader } from '../../components/page-header';
import { RowsView, type PagedColumn } from '../../components/paged-table';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useAddDrive, useCompanies, useDrives, usePlacementPlaces, usePlacementSettings, useSavePlacementSettings } from './api/placements';
import { chosen, drivePath, lakhField, roundsText, useCtc } from './components/placement-parts';

const driveFormSchema = driveInputSchema.extend({
  companyId: chosen('Company', driveInputSchema.shape.companyId),
  ctcRupees: lakhField(driveInputSchema.shape.ctcRupees),
  mode: chosen('Mode', driveInputSchema.shape.mode),
});

/** Create a drive: the company, job, CTC (in lakh), location, day, mode, rounds in order, and who may apply. */
function AddDriveDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const companies = useCompanies();
  const places = usePlacementPlaces();
  const form = useZodForm(driveFormSchema, {
    companyId: '',
    jobTitle: '',
    ctcRupees: '',
    location: '',
    driveOn: collegeToday(),
    mode: '',
    rounds: [],
    eligibility: { courseIds: [], branchIds: [], batchIds: [], minCgpa: '', maxBacklogs: '', gender: '' },
  });
  const courseIds = (useWatch({ control: form.control, name: 'eligibility.courseIds' }) as string[] | undefined) ?? [];
  const add = useAddDrive({
    onSuccess: (d) => {
      enqueueSnackbar(t('placements.drives.added', { company: d.company }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('placements.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const field = (key: string) => t(`placements.drives.fields.${key}`);
  const ofCourses = <P extends { courseId: number }>(list: P[] | undefined) =>
    (list ?? []).filter((p) => courseIds.includes(String(p.courseId)));
  const courseCode = (id: number) => places.data?.courses.find((c) => c.id === id)?.code ?? '';
  const several = courseIds.length > 1;
  return (
    <FormDialog
      heading={t('placements.drives.addHeading')}
      id="drive-add-heading"
      busy={add.isPending}
      maxWidth="md"
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => add.mutate(input as z.output<typeof driveInputSchema>))()}
    >
      {companies.isSuccess && companies.data.length === 0 && (
        <Alert severity="warning" sx={acrossTheForm}>
          {t('placements.drives.noCompanies')}
        </Alert>
      )}
      {places.isError && (
        <Alert severity="error" sx={acrossTheForm}>
          {places.error.message}
        </Alert>
      )}
      <FormSelect
        control={form.control}
        name="companyId"
        id="drive-company"
        label={field('companyId')}
        required
        options={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <FormTextField
        control={form.control}
        name="jobTitle"
        id="drive-job"
        label={field('jobTitle')}
        required
        slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
      />
      <FormTextField
        control={form.control}
        name="ctcRupees"
        id="drive-ctc"
        label={field('ctcLakh')}
        helperText={field('ctcHint')}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField
        control={form.control}
        name="location"
        id="drive-location"
        label={field('location')}
        required
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
      />
      <FormDateField control={form.control} name="driveOn" id="drive-day" label={field('driveOn')} required />
      <FormSelect
        control={form.control}
        name="mode"
        id="drive-mode"
        label={field('mode')}
        required
        options={DRIVE_MODES.map((m) => ({ value: m, label: t(`placements.modes.${m}`) }))}
      />
      <FormMultiSelect
        control={form.control}
        name="rounds"
        id="drive-rounds"
        label={field('rounds')}
        helperText={field('roundsHint')}
        required
        options={PLACEMENT_ROUNDS.map((r) => ({ value: r, label: t(`placements.rounds.${r}`) }))}
        sx={acrossTheForm}
      />
      <Typography variant="subtitle2" component="h3" sx={{ ...acrossTheForm, mt: 1 }}>
        {field('eligibility')}
      </Typography>
      <FormMultiSelect
        control={form.control}
        name="eligibility.courseIds"
        id="drive-courses"
        label={field('courseIds')}
        required
        options={(places.data?.courses ?? []).map((c) => ({ value: String(c.id), label: c.code }))}
      />
      <FormMultiSelect
        control={form.control}
        name="eligibility.batchIds"
        id="drive-batches"
        label={field('batchIds')}
        required
        disabled={courseIds.length === 0}
        options={ofCourses(places.data?.batches).map((b) => ({
          value: String(b.id),
          label: several ? `${courseCode(b.courseId)} ${b.name}` : b.name,
        }))}
      />
      <FormMultiSelect
        control={form.control}
        name="eligibility.branchIds"
        id="drive-branches"
        label={field('branchIds')}
        helperText={field('branchesHint')}
        disabled={courseIds.length === 0}
        options={ofCourses(places.data?.branches).map((b) => ({
          value: String(b.id),
          label: several ? `${courseCode(b.courseId)} ${b.code}` : b.code,
        }))}
      />
      <FormSelect
        control={form.control}
        name="eligibility.gender"
        id="drive-gender"
        label={field('gender')}
        emptyLabel={t('placements.anyGender')}
        options={DRIVE_GENDERS.map((g) => ({ value: g, label: t(`placements.genders.${g}`) }))}
      />
      <FormTextField
        control={form.control}
        name="eligibility.minCgpa"
        id="drive-cgpa"
        label={field('minCgpa')}
        helperText={field('noLimit')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField
        control={form.control}
        name="eligibility.maxBacklogs"
        id="drive-backlogs"
        label={field('maxBacklogs')}
        helperText={field('noLimit')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
}

/** The offer policy: the CTC multiple a placed student's next drive must offer; a field for the office, a sentence for the principal. */
function OfferPolicy({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const settings = usePlacementSettings();
  const multiple = settings.data?.offerMultiple ?? PLACEMENT_OFFER_MULTIPLE_DEFAULT;
  const form = useZodForm(placementSettingsSchema, { offerMultiple: String(multiple) }, { values: { offerMultiple: String(multiple) } });
  const save = useSavePlacementSettings({
    onSuccess: () => enqueueSnackbar(t('placements.settings.saved'), { variant: 'success' }),
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('placements.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const text = (key: string) => t(`placements.settings.${key}`);
  return (
    <Paper component="section" aria-labelledby="placement-policy" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
      <Typography id="placement-policy" variant="h6" component="h2">
        {text('title')}
      </Typography>
      {!manage || !settings.data ? (
        <Typography data-testid="placement-policy">{t('placements.settings.state', { multiple: f.number(multiple) })}</Typography>
      ) : (
        <Box
          component="form"
          noValidate
          aria-label={text('title')}
          onSubmit={(ev) => {
            ev.preventDefault();
            void form.handleSubmit((input) => save.mutate(input))();
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mt: 1 }}
        >
          <FormTextField
            control={form.control}
            name="offerMultiple"
            id="placement-multiple"
            label={text('multiple')}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ flex: '0 1 280px' }}
          />
          <Button type="submit" variant="outlined" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {text('hint')}
      </Typography>
    </Paper>
  );
}

/**
 * `/app/Placements/Drives`: every company's drive, with its CTC, day, rounds, applicants and offers,
 * each leading to its page; the office creates drives and keeps the offer policy.
 */
export function DrivesPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const ctc = useCtc();
  const manage = can(useSession()?.roles, 'placements.manage');
  const drives = useDrives();
  const [adding, setAdding] = useState(false);
  const col = (key: string) => t(`placements.drives.columns.${key}`);
  const columns: PagedColumn<Drive>[] = [
    {
      key: 'company',
      header: col('company'),
      card: 'title',
      sx: { fontWeight: 600, minWidth: 150 },
      cell: (d) => (
        <Link component={RouterLink} to={drivePath(d.id)} aria-label={t('placements.drives.open', { company: d.company })}>
          {d.company}
        </Link>
      ),
    },
    { key: 'job', header: col('job'), card: 'primary', cell: (d) => d.jobTitle, sx: { minWidth: 160 } },
    { key: 'ctc', header: col('ctc'), nowrap: true, cell: (d) => ctc(d.ctcRupees) },
    { key: 'day', header: col('day'), nowrap: true, cell: (d) => f.day(d.driveOn) },
    { key: 'mode', header: col('mode'), cell: (d) => t(`placements.modes.${d.mode}`) },
    { key: 'rounds', header: col('rounds'), card: 'secondary', cell: (d) => roundsText(t, d.rounds), sx: { minWidth: 180 } },
    { key: 'applicants', header: col('applicants'), align: 'right', cell: (d) => f.number(d.applicants) },
    { key: 'offers', header: col('offers'), align: 'right', cell: (d) => f.number(d.offers) },
  ];
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('placements.drives.title')}
        subtitle={t('placements.drives.subtitle')}
        actions={
          manage && (
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t('placements.drives.add')}
            </Button>
          )
        }
      />
      <OfferPolicy manage={manage} />
      {drives.isPending && <Skeleton variant="rounded" height={240} />}
      {drives.isError && <LoadFailed error={drives.error} retry={drives.refetch} />}
      {drives.data && (
        <Paper sx={{ p: { xs: 1.5, md: 2 } }}>
          {drives.data.length === 0 ? (
            <Typography color="text.secondary">{t('placements.drives.empty')}</Typography>
          ) : (
            <RowsView
              label={t('placements.drives.table')}
              testId="drives-table"
              columns={columns}
              rows={drives.data}
              rowKey={(d) => d.id}
              rowAttributes={(d) => ({ 'data-drive': d.company })}
              cardsBelow="md"
            />
          )}
        </Paper>
      )}
      {adding && <AddDriveDialog onClose={() => setAdding(false)} />}
    </Box>
  );
}
