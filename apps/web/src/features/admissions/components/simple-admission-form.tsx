import { zodResolver } from '@hookform/resolvers/zod';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { Avatar, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BLOOD_GROUPS,
  GENDERS,
  isAadhaarOnBlurValid,
  isMobileOnBlurValid,
  MESSAGES,
  PARTIAL_RULES,
  sanitizeAadhaarInput,
  STUDENT_ADMISSION_MESSAGES,
  studentAdmissionSchema,
  type StudentAdmission,
  type StudentAdmissionField,
} from '@campus/shared';
import { DateField } from '../../../components/date-field';
import { ApiRequestError, openPdf } from '../../../lib/api';
import { useCollegeCode } from '../../../lib/college';
import { useAdmissionTypeChoices } from '../admission-type-choices';
import { useBatches } from '../api/get-batches';
import { useBranches } from '../api/get-branches';
import { useCasteCategories } from '../api/get-caste-categories';
import { useCourses } from '../api/get-courses';
import { useKeyValues } from '../api/get-key-values';
import { useSubCastes } from '../api/get-sub-castes';
import { useSaveStudentAdmission } from '../api/save-student-admission';
import { attentionToast, fieldMessage, goToField, namedProblem, ProblemSummary, problemsOf, type FieldProblem } from '../form-problems';
import { saveFailureMessage } from '../save-failure-message';

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
/** Choosing a parent clears its children (spec 000 section 4). */
const CHILDREN: Partial<Record<StudentAdmissionField, StudentAdmissionField[]>> = {
  courseAppliedFor: ['batch', 'branch'],
  batch: ['branch'],
  category: ['subCaste'],
};
const MOBILE_FIELDS: readonly StudentAdmissionField[] = ['fatherContactNo', 'motherContactNo', 'studentContactNo'];
/** What may be typed so far: a keystroke that breaks it is refused, and the field says why. */
const TYPING: Partial<Record<StudentAdmissionField, { pattern: RegExp; message: string }>> = {
  rank: PARTIAL_RULES.number,
  ...Object.fromEntries(MOBILE_FIELDS.map((k) => [k, { pattern: /^\d{1,10}$/, message: MESSAGES.validMobile }])),
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
const PHOTO_TYPES = ['image/jpeg', 'image/png'];
const MAX_PHOTO = 2 * 1024 * 1024;

interface Photo {
  fileName: string;
  contentType: string;
  base64: string;
  preview: string;
}

function readPhoto(file: File): Promise<Photo> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ fileName: file.name, contentType: file.type, base64: url.slice(url.indexOf(',') + 1), preview: url });
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>{children}</Box>
    </Paper>
  );
}

/**
 * The simple form: a Submit marks every field that needs attention at once (the required ones in the
 * spec's order), on blur a bad Aadhaar or mobile number is marked but kept, success shows only success.
 */
export function SimpleAdmissionForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<Values, unknown, StudentAdmission>({ defaultValues: EMPTY, resolver, shouldFocusError: false });
  const { control, formState, setError, clearErrors, setValue, getValues, setFocus } = form;
  const [photo, setPhoto] = useState<Photo | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const [course, batch, category] = useWatch({ control, name: ['courseAppliedFor', 'batch', 'category'] });

  const admissionTypes = useAdmissionTypeChoices(useCollegeCode().data ?? '');
  const courses = useCourses().data ?? [];
  const batches = useBatches(course).data ?? [];
  const branches = useBranches(course, batch).data ?? [];
  const categories = useCasteCategories().data ?? [];
  const subCastes = useSubCastes(category).data ?? [];
  const nationalities = useKeyValues('Nationality').data ?? [];
  const religions = useKeyValues('Religion').data ?? [];

  const save = useSaveStudentAdmission();
  const alert = (message: string) => enqueueSnackbar(message, { variant: 'error' });
  const label = (key: StudentAdmissionField) => t(`studentAdmission.fields.${key}`);
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
    for (const child of CHILDREN[key] ?? []) setValue(child, '', { shouldValidate: formState.isSubmitted });
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
    const value = getValues(key).trim();
    if (!value) return;
    if (key === 'aadharNo' && !isAadhaarOnBlurValid(value)) setError(key, { type: 'blur', message: MESSAGES.invalidAadhaar });
    if (MOBILE_FIELDS.includes(key) && !isMobileOnBlurValid(value)) setError(key, { type: 'blur', message: MESSAGES.validMobile });
  };

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return alert(fieldMessage(STUDENT_ADMISSION_MESSAGES.photoType));
    if (file.size > MAX_PHOTO) return alert(fieldMessage(STUDENT_ADMISSION_MESSAGES.photoSize));
    setPhoto(await readPhoto(file));
  };

  const clearAll = () => {
    form.reset(EMPTY);
    setPhoto(null);
    if (photoInput.current) photoInput.current.value = '';
  };

  /** A refused save: the server names the field, so it is marked like the form's own checks. */
  const saveFailed = (err: Error) => {
    const field = err instanceof ApiRequestError ? err.body?.field : undefined;
    if (field && (SCREEN_ORDER as string[]).includes(field) && err instanceof ApiRequestError && err.body?.message) {
      const key = field as StudentAdmissionField;
      setError(key, { type: 'server', message: err.body.message });
      focusField(key);
      return alert(namedProblem({ name: key, label: label(key), message: err.message }));
    }
    alert(saveFailureMessage(err));
  };

  const submit = form.handleSubmit(
    (values) => {
      const admission = {
        ...getValues(),
        photo: photo ? { fileName: photo.fileName, contentType: photo.contentType, base64: photo.base64 } : undefined,
      };
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
  const select = (key: StudentAdmissionField, options: { value: string; label: string }[], extra: Record<string, unknown> = {}) =>
    field(key, {
      select: true,
      ...extra,
      children: [
        <MenuItem key="" value="">
          <em>{t('studentAdmission.none')}</em>
        </MenuItem>,
        ...options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        )),
      ],
    });
  const plain = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));
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
      <Section title={t('studentAdmission.sections.admission')}>
        {dateField('dateOfAdmission', { required: true })}
        {field('name', { required: true })}
        {select('admissionType', admissionTypes, { required: true })}
        {select(
          'courseAppliedFor',
          courses.map((c) => ({ value: c.code, label: `${c.code} – ${c.name}` })),
          { required: true },
        )}
        {select('batch', plain(batches), { disabled: !course })}
        {select('branch', plain(branches), { required: true, disabled: !course })}
        {select(
          'gender',
          GENDERS.map((g) => ({ value: g, label: t(`studentAdmission.genders.${g}`) })),
          { required: true },
        )}
        {field('aadharNo', { required: true, ...digits(12) })}
        {field('hallTicketNo')}
        {field('rank', digits(7))}
        {field('previousInstitution')}
      </Section>

      <Section title={t('studentAdmission.sections.student')}>
        {dateField('dateOfBirth')}
        {select(
          'category',
          categories.map((c) => ({ value: c.code, label: c.name === c.code ? c.code : `${c.code} – ${c.name}` })),
        )}
        {select('subCaste', plain(subCastes), { disabled: !category })}
        {select('nationality', plain(nationalities))}
        {select('religion', plain(religions))}
        {field('motherTongue')}
        {select('bloodGroup', plain(BLOOD_GROUPS))}
        {field('emailId', { type: 'email' })}
        {field('studentContactNo', { type: 'tel', ...digits(10) })}
      </Section>

      <Section title={t('studentAdmission.sections.parents')}>
        {field('fathersName')}
        {field('fatherContactNo', { type: 'tel', ...digits(10) })}
        {field('occupationOfFather')}
        {field('mothersName')}
        {field('motherContactNo', { type: 'tel', ...digits(10) })}
        {field('occupationOfMother')}
      </Section>

      <Section title={t('studentAdmission.sections.address')}>
        {field('presentAddress', { multiline: true, minRows: 2 })}
        {field('permanentAddress', { multiline: true, minRows: 2 })}
        {/* Starts the identification marks on a row of their own where three columns are shown. */}
        <Box sx={{ display: { xs: 'none', lg: 'block' } }} />
        {field('identificationMarksA')}
        {field('identificationMarksB')}
      </Section>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Avatar src={photo?.preview} variant="rounded" sx={{ width: 72, height: 88 }} alt={t('studentAdmission.sections.photo')} />
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="body2" color="text.secondary">
            {t('studentAdmission.photo')}
          </Typography>
          <Typography variant="body2">{photo?.fileName}</Typography>
        </Box>
        <Button variant="outlined" startIcon={<PhotoCamera />} onClick={() => photoInput.current?.click()}>
          {t('studentAdmission.choosePhoto')}
        </Button>
        <input
          ref={photoInput}
          hidden
          type="file"
          aria-label={t('studentAdmission.choosePhoto')}
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          data-testid="photo-input"
          onChange={(e) => void choosePhoto(e.target.files?.[0])}
        />
        {photo && (
          <Button
            color="inherit"
            onClick={() => {
              setPhoto(null);
              if (photoInput.current) photoInput.current.value = '';
            }}
          >
            {t('studentAdmission.removePhoto')}
          </Button>
        )}
      </Paper>

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button color="inherit" onClick={clearAll}>
          {t('studentAdmission.clear')}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? t('studentAdmission.saving') : t('studentAdmission.submit')}
        </Button>
      </Box>
    </Box>
  );
}
