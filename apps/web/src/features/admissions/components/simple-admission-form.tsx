import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  isAadhaarOnBlurValid,
  isMobileOnBlurValid,
  ADMISSION_ISSUES,
  PARTIAL_RULES,
  sanitizeAadhaarInput,
  studentAdmissionSchema,
  type StudentAdmission,
  type StudentAdmissionField,
} from '@campus/shared';
import { DateField } from '../../../components/date-field';
import { ApiRequestError, openPdf } from '../../../lib/api';
import { CASCADE_CHILDREN, useAdmissionChoices, type Choice } from '../admission-choices';
import { useSaveStudentAdmission } from '../api/save-student-admission';
import {
  attentionToast,
  fieldMessage,
  goToField,
  leaveTyping,
  namedProblem,
  ProblemSummary,
  problemsOf,
  type FieldProblem,
} from '../form-problems';
import { saveFailureMessage } from '../save-failure-message';
import { AdmissionPhotoPicker, photoPayload, useAdmissionPhoto } from './admission-photo';
import { FormSection } from './form-section';

type Values = Record<StudentAdmissionField, string>;
const EMPTY: Values = {
  dateOfAdmission: '',
  name: '',
  admissionType: '',
  courseAppliedFor: '',
  branch: '',
  batch: '',
  gender: '',
  aadharNo: '',
  dateOfBirth: '',
  category: '',
  subCaste: '',
  nationality: '',
  religion: '',
  motherTongue: '',
  bloodGroup: '',
  emailId: '',
  studentContactNo: '',
  fathersName: '',
  fatherContactNo: '',
  occupationOfFather: '',
  mothersName: '',
  motherContactNo: '',
  occupationOfMother: '',
  presentAddress: '',
  permanentAddress: '',
  identificationMarksA: '',
  identificationMarksB: '',
  hallTicketNo: '',
  rank: '',
  previousInstitution: '',
};
/** The children of a parent that this form has (it has no semester). */
const childrenOf = (key: StudentAdmissionField) =>
  (CASCADE_CHILDREN[key] ?? []).filter((child): child is StudentAdmissionField => child in EMPTY);
const MOBILE_FIELDS: readonly StudentAdmissionField[] = ['fatherContactNo', 'motherContactNo', 'studentContactNo'];
/** What may be typed so far: a keystroke that breaks it is refused, and the field says why. */
const TYPING: Partial<Record<StudentAdmissionField, { pattern: RegExp; message: string }>> = {
  rank: PARTIAL_RULES.number,
  ...Object.fromEntries(MOBILE_FIELDS.map((k) => [k, { pattern: /^\d{1,10}$/, message: ADMISSION_ISSUES.validMobile }])),
};
/**
 * Screen order, which is also the order of the spec's submit checks (000 section 5) for the required
 * fields: the first field that needs attention is the first one on the screen.
 */
const SCREEN_ORDER: StudentAdmissionField[] = [
  'dateOfAdmission',
  'name',
  'admissionType',
  'courseAppliedFor',
  'batch',
  'branch',
  'gender',
  'aadharNo',
  'hallTicketNo',
  'rank',
  'previousInstitution',
  'dateOfBirth',
  'category',
  'subCaste',
  'nationality',
  'religion',
  'motherTongue',
  'bloodGroup',
  'emailId',
  'studentContactNo',
  'fathersName',
  'fatherContactNo',
  'occupationOfFather',
  'mothersName',
  'motherContactNo',
  'occupationOfMother',
  'presentAddress',
  'permanentAddress',
  'identificationMarksA',
  'identificationMarksB',
];
const resolver = zodResolver(studentAdmissionSchema) as unknown as Resolver<Values, unknown, StudentAdmission>;

/**
 * The simple form: a Submit marks every field that needs attention at once (the required ones in the
 * spec's order), on blur a bad Aadhaar or mobile number is marked but kept, success shows only success.
 */
export function SimpleAdmissionForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<Values, unknown, StudentAdmission>({ defaultValues: EMPTY, resolver, shouldFocusError: false });
  const { control, formState, setError, clearErrors, setValue, getValues, setFocus } = form;
  const photo = useAdmissionPhoto();
  const [course, batch, category] = useWatch({ control, name: ['courseAppliedFor', 'batch', 'category'] });
  const choices = useAdmissionChoices({ course, batch, category });

  const save = useSaveStudentAdmission();
  const alert = (message: string) => enqueueSnackbar(message, { variant: 'error' });
  const label = (key: StudentAdmissionField) => t(`admissionForm.fields.${key}`);
  const problemsIn = (errors: FieldErrors<Values>): FieldProblem[] =>
    problemsOf(
      errors,
      SCREEN_ORDER.map((name) => ({ name, label: label(name) })),
    );
  const problems = problemsIn(formState.errors);
  const focusField = (name: string) => goToField(name, (n) => setFocus(n as StudentAdmissionField));

  /** A changed value; choosing a parent clears its children. Before the first Submit a change clears the field's mark. */
  const change = (key: StudentAdmissionField, value: string, onChange: (value: string) => void) => {
    if (!formState.isSubmitted) clearErrors(key);
    onChange(value);
    for (const child of childrenOf(key)) setValue(child, '', { shouldValidate: formState.isSubmitted });
  };

  /** Typing: the Aadhaar number keeps its digits (at most 12); a keystroke another rule refuses is not taken. */
  const type = (key: StudentAdmissionField, raw: string, onChange: (value: string) => void) => {
    if (key === 'aadharNo') return change(key, sanitizeAadhaarInput(raw), onChange);
    const rule = TYPING[key];
    if (rule && raw !== '' && !rule.pattern.test(raw)) return setError(key, { type: 'typing', message: rule.message });
    change(key, raw, onChange);
  };

  /** On blur: a bad Aadhaar or mobile number is marked with its message and kept, to be corrected. */
  const onBlurCheck = (key: StudentAdmissionField) => {
    leaveTyping(form, key);
    const value = getValues(key).trim();
    if (!value) return;
    if (key === 'aadharNo' && !isAadhaarOnBlurValid(value)) setError(key, { type: 'blur', message: ADMISSION_ISSUES.aadhaarCheck });
    if (MOBILE_FIELDS.includes(key) && !isMobileOnBlurValid(value)) setError(key, { type: 'blur', message: ADMISSION_ISSUES.validMobile });
  };

  const clearAll = () => {
    form.reset(EMPTY);
    photo.clear();
  };

  /** A refused save: the server names the field, so it is marked like the form's own checks. */
  const saveFailed = (err: Error) => {
    const field = err instanceof ApiRequestError ? err.body?.field : undefined;
    if (field && (SCREEN_ORDER as string[]).includes(field) && err instanceof ApiRequestError && err.body?.message) {
      const key = field as StudentAdmissionField;
      setError(key, { type: 'server', message: err.message });
      focusField(key);
      return alert(namedProblem({ name: key, label: label(key), message: err.message }));
    }
    alert(saveFailureMessage(err));
  };

  const submit = form.handleSubmit(
    async (values) => {
      const admission = { ...getValues(), photo: photo.photo ? await photoPayload(photo.photo) : undefined };
      save.mutate(admission, {
        onSuccess: (answer) => {
          enqueueSnackbar(t('studentAdmission.saved', { admissionNumber: answer.admissionNumber, name: values.name }), {
            variant: 'success',
          });
          clearAll();
          if (answer.bs64) openPdf(answer.bs64, `admission-${answer.admissionNumber}.pdf`);
        },
        onError: saveFailed,
      });
    },
    (errors) => {
      const found = problemsIn(errors);
      if (found.length === 0) return;
      alert(attentionToast(found));
      focusField(found[0].name);
    },
  );

  const field = (key: StudentAdmissionField, extra: Record<string, unknown> = {}) => (
    <Controller
      key={key}
      name={key}
      control={control}
      render={({ field: f, fieldState }) => (
        <TextField
          id={`sa-${key}`}
          label={label(key)}
          name={f.name}
          value={f.value}
          inputRef={f.ref}
          onChange={(e) => type(key, e.target.value, f.onChange)}
          onBlur={() => {
            f.onBlur();
            onBlurCheck(key);
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(fieldState.error?.message) || undefined}
          fullWidth
          size="small"
          {...extra}
        />
      )}
    />
  );
  /** A date typed as DD-MM-YYYY (the form holds the ISO day), marked like every other field. */
  const dateField = (key: StudentAdmissionField, extra: { required?: boolean } = {}) => (
    <Controller
      key={key}
      name={key}
      control={control}
      render={({ field: f, fieldState }) => (
        <DateField
          id={`sa-${key}`}
          label={label(key)}
          name={f.name}
          value={f.value}
          inputRef={f.ref}
          onChange={(value) => change(key, value, f.onChange)}
          onBlur={f.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(fieldState.error?.message) || undefined}
          fullWidth
          size="small"
          {...extra}
        />
      )}
    />
  );
  const select = (key: StudentAdmissionField, options: Choice[], extra: Record<string, unknown> = {}) =>
    field(key, {
      select: true,
      ...extra,
      children: [
        <MenuItem key="" value="">
          <em>{t('admissionForm.options.none')}</em>
        </MenuItem>,
        ...options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        )),
      ],
    });
  const digits = (max: number) => ({ slotProps: { htmlInput: { inputMode: 'numeric', maxLength: max } } });

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('studentAdmission.title')}
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <ProblemSummary problems={problems} onPick={focusField} />
      <FormSection title={t('admissionForm.sections.admission')}>
        {dateField('dateOfAdmission', { required: true })}
        {field('name', { required: true })}
        {select('admissionType', choices.admissionType, { required: true })}
        {select('courseAppliedFor', choices.course, { required: true })}
        {select('batch', choices.batch, { disabled: !course })}
        {select('branch', choices.branch, { required: true, disabled: !course })}
        {select('gender', choices.gender, { required: true })}
        {field('aadharNo', { required: true, ...digits(12) })}
        {field('hallTicketNo')}
        {field('rank', digits(7))}
        {field('previousInstitution')}
      </FormSection>

      <FormSection title={t('admissionForm.sections.student')}>
        {dateField('dateOfBirth')}
        {select('category', choices.category)}
        {select('subCaste', choices.subCaste, { disabled: !category })}
        {select('nationality', choices.nationality)}
        {select('religion', choices.religion)}
        {field('motherTongue')}
        {select('bloodGroup', choices.bloodGroup)}
        {field('emailId', { type: 'email' })}
        {field('studentContactNo', { type: 'tel', ...digits(10) })}
      </FormSection>

      <FormSection title={t('admissionForm.sections.parents')}>
        {field('fathersName')}
        {field('fatherContactNo', { type: 'tel', ...digits(10) })}
        {field('occupationOfFather')}
        {field('mothersName')}
        {field('motherContactNo', { type: 'tel', ...digits(10) })}
        {field('occupationOfMother')}
      </FormSection>

      <FormSection title={t('studentAdmission.addressAndMarks')}>
        {field('presentAddress', { multiline: true, minRows: 2 })}
        {field('permanentAddress', { multiline: true, minRows: 2 })}
        {/* Starts the identification marks on a row of their own where three columns are shown. */}
        <Box sx={{ display: { xs: 'none', lg: 'block' } }} />
        {field('identificationMarksA')}
        {field('identificationMarksB')}
      </FormSection>

      <FormSection title={t('admissionForm.sections.photo')}>
        <AdmissionPhotoPicker state={photo} />
      </FormSection>

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={clearAll} disabled={save.isPending}>
          {t('admissionForm.reset')}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? t('admissionForm.saving') : t('admissionForm.save')}
        </Button>
      </Box>
    </Box>
  );
}
