import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { Avatar, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BLOOD_GROUPS,
  firstStudentAdmissionProblem,
  GENDERS,
  isAadhaarOnBlurValid,
  isMobileOnBlurValid,
  MESSAGES,
  sanitizeAadhaarInput,
  STUDENT_ADMISSION_MESSAGES,
  type StudentAdmissionField,
} from '@campus/shared';
import { openPdf } from '../../../lib/api';
import { useCollegeCode } from '../../../lib/college';
import { useAdmissionTypeChoices } from '../admission-type-choices';
import { useBatches } from '../api/get-batches';
import { useBranches } from '../api/get-branches';
import { useCasteCategories } from '../api/get-caste-categories';
import { useCourses } from '../api/get-courses';
import { useKeyValues } from '../api/get-key-values';
import { useSubCastes } from '../api/get-sub-castes';
import { useSaveStudentAdmission } from '../api/save-student-admission';
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
const MOBILE_FIELDS = ['fatherContactNo', 'motherContactNo', 'studentContactNo'] as const;
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

/** The simple form: submit checks in the spec's order, on-blur clears, success shows only success. */
export function SimpleAdmissionForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState<Values>(EMPTY);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);

  const admissionTypes = useAdmissionTypeChoices(useCollegeCode().data ?? '');
  const courses = useCourses().data ?? [];
  const batches = useBatches(values.courseAppliedFor).data ?? [];
  const branches = useBranches(values.courseAppliedFor, values.batch).data ?? [];
  const categories = useCasteCategories().data ?? [];
  const subCastes = useSubCastes(values.category).data ?? [];
  const nationalities = useKeyValues('Nationality').data ?? [];
  const religions = useKeyValues('Religion').data ?? [];

  const save = useSaveStudentAdmission();
  const alert = (message: string) => enqueueSnackbar(message, { variant: 'error' });

  const set = (key: StudentAdmissionField, value: string) =>
    setValues((v) => {
      const next = { ...v, [key]: value };
      for (const child of CHILDREN[key] ?? []) next[child] = '';
      return next;
    });

  const onBlurCheck = (key: StudentAdmissionField) => {
    const value = values[key].trim();
    if (!value) return;
    if (key === 'aadharNo' && !isAadhaarOnBlurValid(value)) {
      alert(MESSAGES.invalidAadhaar);
      set('aadharNo', '');
    }
    if ((MOBILE_FIELDS as readonly string[]).includes(key) && !isMobileOnBlurValid(value)) {
      alert(MESSAGES.validMobile);
      set(key, '');
    }
  };

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return alert(STUDENT_ADMISSION_MESSAGES.photoType);
    if (file.size > MAX_PHOTO) return alert(STUDENT_ADMISSION_MESSAGES.photoSize);
    setPhoto(await readPhoto(file));
  };

  const clearAll = () => {
    setValues(EMPTY);
    setPhoto(null);
    if (photoInput.current) photoInput.current.value = '';
  };

  const submit = () => {
    const problem = firstStudentAdmissionProblem(values);
    if (problem) return alert(problem.message);
    const admission = {
      ...values,
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
      onError: (err) => alert(saveFailureMessage(err)),
    });
  };

  const field = (key: StudentAdmissionField, extra: Record<string, unknown> = {}) => (
    <TextField
      key={key}
      id={`sa-${key}`}
      label={t(`studentAdmission.fields.${key}`)}
      value={values[key]}
      onChange={(e) => set(key, key === 'aadharNo' ? sanitizeAadhaarInput(e.target.value) : e.target.value)}
      onBlur={() => onBlurCheck(key)}
      fullWidth
      size="small"
      {...extra}
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
  const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } } };
  const digits = (max: number) => ({ slotProps: { htmlInput: { inputMode: 'numeric', maxLength: max } } });

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('studentAdmission.title')}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Section title={t('studentAdmission.sections.admission')}>
        {field('dateOfAdmission', { ...dateProps, required: true })}
        {select('admissionType', admissionTypes, { required: true })}
        {select(
          'courseAppliedFor',
          courses.map((c) => ({ value: c.code, label: `${c.code} – ${c.name}` })),
          { required: true },
        )}
        {select('batch', plain(batches), { disabled: !values.courseAppliedFor })}
        {select('branch', plain(branches), { required: true, disabled: !values.courseAppliedFor })}
        {field('hallTicketNo')}
        {field('rank', digits(7))}
        {field('previousInstitution')}
      </Section>

      <Section title={t('studentAdmission.sections.student')}>
        {field('name', { required: true })}
        {select(
          'gender',
          GENDERS.map((g) => ({ value: g, label: t(`studentAdmission.genders.${g}`) })),
          { required: true },
        )}
        {field('aadharNo', { required: true, ...digits(12) })}
        {field('dateOfBirth', dateProps)}
        {select(
          'category',
          categories.map((c) => ({ value: c.code, label: c.name === c.code ? c.code : `${c.code} – ${c.name}` })),
        )}
        {select('subCaste', plain(subCastes), { disabled: !values.category })}
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
        <Button variant="outlined" startIcon={<PhotoCamera />} component="label">
          {t('studentAdmission.choosePhoto')}
          <input
            ref={photoInput}
            hidden
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            data-testid="photo-input"
            onChange={(e) => void choosePhoto(e.target.files?.[0])}
          />
        </Button>
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
