import { Alert, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  collegeToday,
  DRIVE_GENDERS,
  DRIVE_MODES,
  driveInputSchema,
  NAME_MAX,
  PLACEMENT_ROUNDS,
  TITLE_MAX,
  type Drive,
  type DriveInput,
} from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';
import { FormDateField, FormMultiSelect, FormSelect, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useCompanies, usePlacementPlaces, useSaveDrive } from '../api/placements';
import { chosen, LAKH, lakhField } from './placement-parts';

const driveFormSchema = driveInputSchema.extend({
  companyId: chosen('Company', driveInputSchema.shape.companyId),
  ctcRupees: lakhField(driveInputSchema.shape.ctcRupees),
  mode: chosen('Mode', driveInputSchema.shape.mode),
});

/** The form's fields of a drive as it is kept (its CTC in lakh, its ids as the lists' values), or of a new one. */
function formOf(drive: Drive | null) {
  const e = drive?.eligibility;
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    companyId: text(drive?.companyId),
    jobTitle: drive?.jobTitle ?? '',
    ctcRupees: drive ? String(drive.ctcRupees / LAKH) : '',
    location: drive?.location ?? '',
    driveOn: drive?.driveOn ?? collegeToday(),
    mode: drive?.mode ?? '',
    rounds: drive?.rounds ?? [],
    eligibility: {
      courseIds: (e?.courseIds ?? []).map(String),
      branchIds: (e?.branchIds ?? []).map(String),
      batchIds: (e?.batchIds ?? []).map(String),
      minCgpa: text(e?.minCgpa),
      maxBacklogs: text(e?.maxBacklogs),
      gender: e?.gender ?? '',
    },
  };
}

/**
 * Create a drive, or correct one (`drive`): the company, job, CTC (in lakh), location, day, mode,
 * rounds in order, and who may apply.
 */
export function DriveDialog({ drive, onClose }: { drive: Drive | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const companies = useCompanies();
  const places = usePlacementPlaces();
  const form = useZodForm(driveFormSchema, formOf(drive));
  const courseIds = (useWatch({ control: form.control, name: 'eligibility.courseIds' }) as string[] | undefined) ?? [];
  const save = useSaveDrive({
    onSuccess: (d) => {
      enqueueSnackbar(t(drive ? 'placements.drives.saved' : 'placements.drives.added', { company: d.company }), { variant: 'success' });
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
      heading={drive ? t('placements.drives.editHeading', { company: drive.company }) : t('placements.drives.addHeading')}
      id="drive-dialog-heading"
      busy={save.isPending}
      maxWidth="md"
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => save.mutate({ id: drive?.id, input: input as DriveInput }))()}
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
