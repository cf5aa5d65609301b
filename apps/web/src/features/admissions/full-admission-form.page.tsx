import { zodResolver } from '@hookform/resolvers/zod';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Search from '@mui/icons-material/Search';
import { Alert, Avatar, Box, Button, FormControlLabel, MenuItem, Paper, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ADMISSION_MESSAGES,
  applicationFormDataSchema,
  BLOOD_GROUPS,
  EMAIL_PATTERN,
  FEE_PACKAGE_PARTS,
  FEE_PACKAGE_YEARS,
  GENDERS,
  KNOWING_ABOUT_OPTIONS,
  MESSAGES,
  PARTIAL_RULES,
  sanitizeAadhaarInput,
  showsFeePackage,
  YES_NO,
} from '@campus/shared';
import { DateField } from '../../components/date-field';
import { PageHeader } from '../../components/page-header';
import { ApiRequestError, openPdf } from '../../lib/api';
import { useCollegeCode } from '../../lib/college';
import { useAdmissionTypeChoices } from './admission-type-choices';
import { useAgents } from './api/get-agents';
import { useBatches } from './api/get-batches';
import { useBranches } from './api/get-branches';
import { useCasteCategories } from './api/get-caste-categories';
import { useCourses } from './api/get-courses';
import { useKeyValues } from './api/get-key-values';
import { useNextAdmissionNumber } from './api/get-next-admission-number';
import { useSemesters } from './api/get-semesters';
import { getStudentQueryOptions } from './api/get-student';
import { useSubCastes } from './api/get-sub-castes';
import { useSaveFullAdmission } from './api/save-full-admission';
import { attentionToast, fieldMessage, goToField, namedProblem, ProblemSummary, problemsOf, type FieldProblem } from './form-problems';
import {
  CHILDREN,
  emptyFlatValues,
  FIELD_ORDER,
  fromRecord,
  SECTIONS,
  toFormValues,
  toRecord,
  type FieldDef,
  type OptionSource,
} from './full-admission.fields';
import { saveFailureMessage } from './save-failure-message';

/** The form's values: nested as the record is (`ssc.board`), every value text. */
type Values = FieldValues;
type Option = { value: string; label: string };

const PHOTO_TYPES = ['image/jpeg', 'image/png'];
const MAX_PHOTO = 2 * 1024 * 1024;
const feeKey = (year: string, part: string) => `feePackage.${year}.${part}`;
const schemaResolver = zodResolver(applicationFormDataSchema) as unknown as Resolver<Values>;

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }} component="section" aria-labelledby={`sec-${id}`}>
      <Typography id={`sec-${id}`} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr 1fr' } }}>{children}</Box>
    </Paper>
  );
}

/** '/app/Admission/Admission Form': the full admission form, new or modify. */
/** Where a record opened from the register returns after its save. */
const REGISTER_URL = '/app/Admission/Admissions Register';

export function FullAdmissionFormPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toast = (message: string, variant: 'error' | 'success' | 'info' = 'error') =>
    enqueueSnackbar(message, { variant, preventDuplicate: true });
  const queryClient = useQueryClient();
  const collegeCode = useCollegeCode().data ?? '';
  const withFees = showsFeePackage(collegeCode);

  // The register opens a record with `?modify=<roll number>`: modify mode, that student loaded.
  const openRoll = useSearchParams()[0].get('modify')?.trim().toUpperCase() || '';
  const navigate = useNavigate();
  // Back in history keeps the register's search; opened straight from an address, the register itself.
  const backToRegister = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(REGISTER_URL));
  const [mode, setMode] = useState<'new' | 'modify'>(openRoll ? 'modify' : 'new');
  const [rollQuery, setRollQuery] = useState(openRoll);
  const [rollError, setRollError] = useState('');
  const [loaded, setLoaded] = useState<{
    studentId: number;
    rollNumber: string;
    name: string;
    admissionNumber: string | null;
    photoUrl: string | null;
  } | null>(null);
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);

  /** The record a save sends and the checks read: blanks left out, the fee package only where the college has one. */
  const recordOf = (values: Values) => {
    const flat = Object.entries(fromRecord(values)).filter(([k]) => withFees || !k.startsWith('feePackage.'));
    const record = toRecord(Object.fromEntries(flat));
    if (withFees) {
      const pkg = (record.feePackage ?? {}) as Record<string, Record<string, string>>;
      record.feePackage = Object.fromEntries(FEE_PACKAGE_YEARS.map((y) => [y, { ...pkg[y] }]));
    }
    if (mode === 'modify' && loaded) record.rollNumber = loaded.rollNumber;
    return record;
  };
  // The shared schema checks the record the save would send; its messages land on the fields by their paths.
  const resolver: Resolver<Values> = (values, context, options) => schemaResolver(recordOf(values), context, options);
  const form = useForm<Values>({ defaultValues: toFormValues(emptyFlatValues()), resolver, shouldFocusError: false });
  const { control, formState, setError, clearErrors, setValue, getValues, setFocus } = form;
  const [course, batch, branch, category] = useWatch({ control, name: ['courseAppliedFor', 'batch', 'branch', 'category'] }) as string[];

  const courses = useCourses();
  const batches = useBatches(course);
  const branches = useBranches(course, batch, Boolean(course && batch));
  const semesters = useSemesters(course, Boolean(course && branch));
  const categories = useCasteCategories();
  const subCastes = useSubCastes(category);
  const nationalities = useKeyValues('Nationality');
  const religions = useKeyValues('Religion');
  const entranceTypes = useKeyValues('entrancetype');
  const agents = useAgents();
  const admissionTypeOptions = useAdmissionTypeChoices(collegeCode);
  const nextNumber = useNextAdmissionNumber();
  const saveAdmission = useSaveFullAdmission();

  useEffect(() => () => void (photo && URL.revokeObjectURL(photo.preview)), [photo]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per roll number the address names
  useEffect(() => void (openRoll && lookUp(openRoll)), [openRoll]);

  const plain = (list: readonly string[] | undefined): Option[] => (list ?? []).map((x) => ({ value: x, label: x }));
  const translated = (list: readonly string[]) =>
    list.map((x) => ({ value: x, label: t(`admissionForm.options.${x === 'Yes' ? 'yes' : x === 'No' ? 'no' : x}`) }));

  const options: Record<OptionSource, Option[]> = {
    gender: translated(GENDERS),
    bloodGroup: plain(BLOOD_GROUPS),
    yesNo: translated(YES_NO),
    knowingAbout: translated(KNOWING_ABOUT_OPTIONS),
    nationality: plain(nationalities.data),
    religion: plain(religions.data),
    entranceType: plain(entranceTypes.data),
    category: (categories.data ?? []).map((c) => ({ value: c.code, label: c.code })),
    subCaste: plain(subCastes.data),
    course: (courses.data ?? []).map((c) => ({ value: c.code, label: c.code })),
    batch: plain(batches.data),
    branch: plain(branches.data),
    semester: plain(semesters.data),
    admissionType: admissionTypeOptions,
    level: plain([...new Set((courses.data ?? []).map((c) => c.level).filter(Boolean))]),
    agent: (agents.data ?? []).map((a) => ({ value: a.name, label: a.name })),
  };

  const labelOf = (key: string) => {
    if (!key.startsWith('feePackage.')) return t(`admissionForm.fields.${key}`);
    const [, year, part] = key.split('.');
    return `${t('admissionForm.feePackage')} ${t(`admissionForm.years.${year}`)} ${t(`admissionForm.parts.${part}`)}`;
  };
  const shownFields = FIELD_ORDER.filter((k) => withFees || !k.startsWith('feePackage.'));
  const problemsIn = (errors: FieldErrors<Values>): FieldProblem[] =>
    problemsOf(
      errors,
      shownFields.map((name) => ({ name, label: labelOf(name) })),
    );
  const problems = problemsIn(formState.errors);
  const focusField = (name: string) => goToField(name, setFocus);

  /** A changed value: its children are cleared, the seat type and level follow; before a Save, its mark goes. */
  function set(key: string, value: string, onChange: (value: string) => void = (v) => setValue(key, v)) {
    if (!formState.isSubmitted) clearErrors(key);
    onChange(value);
    const again = { shouldValidate: formState.isSubmitted };
    for (const child of CHILDREN[key] ?? []) setValue(child, '', again);
    if (key === 'admissionType') setValue('seatType', admissionTypeOptions.find((o) => o.value === value)?.seat ?? '', again);
    // The level follows the course (UG, PG, Diploma…); it stays editable.
    if (key === 'courseAppliedFor')
      setValue('level', courses.data?.find((c) => c.code === value)?.level ?? getValues('level') ?? '', again);
  }

  /** Typing checks: a keystroke that breaks the field's rule is refused, and the field says why. */
  function type(field: FieldDef, raw: string, onChange: (value: string) => void) {
    if (field.rule === 'aadhaar') {
      const clean = sanitizeAadhaarInput(raw);
      set(field.key, clean, onChange);
      if (clean !== raw) setError(field.key, { type: 'typing', message: ADMISSION_MESSAGES.aadhaar });
      return;
    }
    if (field.rule && field.rule !== 'email' && raw !== '') {
      const rule = PARTIAL_RULES[field.rule];
      if (!rule.pattern.test(raw)) return setError(field.key, { type: 'typing', message: rule.message });
    }
    set(field.key, raw, onChange);
  }

  function blur(field: FieldDef) {
    const value = String(getValues(field.key) ?? '');
    if (field.rule === 'email' && value && !EMAIL_PATTERN.test(value))
      setError(field.key, { type: 'blur', message: ADMISSION_MESSAGES.email });
  }

  function pickPhoto(file: File | undefined) {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return toast(t('admissionForm.photoType'));
    if (file.size > MAX_PHOTO) return toast(t('admissionForm.photoSize'));
    setPhoto({ file, preview: URL.createObjectURL(file) });
  }

  function clearPhoto() {
    setPhoto(null);
    if (photoInput.current) photoInput.current.value = '';
  }

  function reset() {
    form.reset(toFormValues(emptyFlatValues()));
    setLoaded(null);
    setRollQuery('');
    setRollError('');
    clearPhoto();
  }

  /** A failed look-up is not a failed save: not found, the server's message, or a plain retry hint. */
  function lookupFailureMessage(err: unknown): string {
    if (!(err instanceof ApiRequestError)) return t('admissionForm.lookupFailed');
    if (err.status === 404) return t('admissionForm.notFound');
    return err.body?.message ? err.message : t('admissionForm.lookupFailed');
  }

  /** Shows every field that needs attention: marked, counted in a toast, the first one focused. */
  function report(errors: FieldErrors<Values>) {
    const found = problemsIn(errors);
    if (found.length === 0) return;
    toast(attentionToast(found));
    focusField(found[0].name);
  }

  async function lookUp(roll = rollQuery) {
    const rollNumber = roll.trim().split(' ')[0];
    if (!rollNumber) {
      setRollError(fieldMessage(MESSAGES.enterRollNumber));
      return toast(fieldMessage(MESSAGES.enterRollNumber));
    }
    setRollError('');
    try {
      const found = await queryClient.fetchQuery(getStudentQueryOptions(rollNumber));
      form.reset(toFormValues({ ...emptyFlatValues(), ...fromRecord(found.form) }));
      setLoaded({
        studentId: found.studentId,
        rollNumber: found.rollNumber,
        name: String(found.form.name ?? ''),
        admissionNumber: found.admissionNumber,
        photoUrl: found.photoUrl,
      });
      clearPhoto();
    } catch (err) {
      setLoaded(null);
      toast(lookupFailureMessage(err));
    }
  }

  // A record saved before today's rules may lack a required value or break one: it is checked as
  // soon as it is shown (as a Save would check it, without saving), so its fields are marked.
  useEffect(() => {
    if (loaded) void form.handleSubmit(() => undefined, report)();
    // Only when another record is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded?.studentId]);

  /** A refused save: the server names the field, so it is marked like the form's own checks. */
  function saveFailed(err: Error) {
    const field = err instanceof ApiRequestError ? err.body?.field : undefined;
    if (field && shownFields.includes(field) && err instanceof ApiRequestError && err.body?.message) {
      setError(field, { type: 'server', message: err.body.message });
      focusField(field);
      return toast(namedProblem({ name: field, label: labelOf(field), message: err.message }));
    }
    toast(saveFailureMessage(err));
  }

  const save = form.handleSubmit((values) => {
    if (mode === 'modify' && !loaded) return;
    // A modify names the student record it changes by its id.
    const editedStudentId = mode === 'modify' ? loaded?.studentId : undefined;
    saveAdmission.mutate(
      { record: recordOf(values), photo: photo?.file, editedStudentId },
      {
        onSuccess: (answer) => {
          toast(`${fieldMessage(answer.message)} (${answer.admissionNumber})`, 'success');
          if (answer.b64) openPdf(answer.b64, `admission-${answer.admissionNumber}.pdf`);
          // A record opened from the register goes back there; a new admission leaves an empty form for the next.
          if (mode === 'modify' && openRoll) return void backToRegister();
          if (mode === 'new') reset();
        },
        onError: saveFailed,
      },
    );
  }, report);

  function renderField(field: FieldDef) {
    return (
      <Controller
        key={field.key}
        name={field.key}
        control={control}
        render={({ field: f, fieldState }) => {
          const common = {
            id: `af-${field.key.replace('.', '-')}`,
            label: t(`admissionForm.fields.${field.key}`),
            value: (f.value as string | undefined) ?? '',
            name: f.name,
            inputRef: f.ref,
            required: field.required,
            fullWidth: true,
            size: 'small' as const,
            error: Boolean(fieldState.error),
            helperText: fieldMessage(fieldState.error?.message) || undefined,
          };
          if (field.kind === 'readonly') return <TextField {...common} slotProps={{ input: { readOnly: true } }} />;
          if (field.kind === 'select') {
            const list = options[field.options!];
            const current = common.value;
            const withCurrent = current && !list.some((o) => o.value === current) ? [...list, { value: current, label: current }] : list;
            return (
              <TextField {...common} select onChange={(e) => set(field.key, e.target.value, f.onChange)} onBlur={f.onBlur}>
                <MenuItem value="">
                  <em>—</em>
                </MenuItem>
                {withCurrent.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            );
          }
          if (field.kind === 'date')
            return <DateField {...common} onChange={(value) => set(field.key, value, f.onChange)} onBlur={f.onBlur} />;
          return (
            <TextField
              {...common}
              multiline={field.kind === 'multiline'}
              minRows={field.kind === 'multiline' ? 2 : undefined}
              onChange={(e) => type(field, e.target.value, f.onChange)}
              onBlur={() => {
                f.onBlur();
                blur(field);
              }}
              slotProps={{ htmlInput: { inputMode: field.rule && !['text', 'email'].includes(field.rule) ? 'numeric' : undefined } }}
            />
          );
        }}
      />
    );
  }

  const photoPreview = photo?.preview ?? loaded?.photoUrl ?? undefined;
  const showForm = mode === 'new' || loaded;

  return (
    <Box sx={{ maxWidth: 1280 }}>
      <PageHeader title={t('admissionForm.title')} subtitle={t('admissionForm.subtitle')} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <RadioGroup
          row
          value={mode}
          onChange={(e) => {
            setMode(e.target.value as 'new' | 'modify');
            reset();
          }}
        >
          <FormControlLabel value="new" control={<Radio />} label={t('admissionForm.modeNew')} />
          <FormControlLabel value="modify" control={<Radio />} label={t('admissionForm.modeModify')} />
        </RadioGroup>
        {mode === 'modify' && (
          <Box
            component="form"
            noValidate
            onSubmit={(e) => (e.preventDefault(), void lookUp())}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <TextField
              size="small"
              id="af-rollQuery"
              label={t('admissionForm.rollNumber')}
              value={rollQuery}
              error={Boolean(rollError)}
              helperText={rollError || undefined}
              onChange={(e) => {
                setRollQuery(e.target.value.toUpperCase());
                setRollError('');
              }}
            />
            <Button type="submit" variant="outlined" startIcon={<Search />}>
              {t('admissionForm.find')}
            </Button>
          </Box>
        )}
        {mode === 'new' && nextNumber.data && (
          <Typography color="text.secondary" sx={{ ml: { md: 'auto' } }}>
            {t('admissionForm.nextNumber', { number: nextNumber.data.admissionNumber })}
          </Typography>
        )}
      </Paper>
      {loaded && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('admissionForm.modifying', { rollNumber: loaded.rollNumber, name: loaded.name })}
          {loaded.admissionNumber ? ` · ${t('admissionForm.admissionNumber')}: ${loaded.admissionNumber}` : ''}
        </Alert>
      )}
      {showForm && (
        <Box component="form" noValidate onSubmit={(e) => void save(e)} sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('admissionForm.requiredHint')}
          </Typography>
          <ProblemSummary problems={problems} onPick={focusField} />
          {SECTIONS.map((section) => (
            <Section key={section.id} id={section.id} title={t(`admissionForm.sections.${section.id}`)}>
              {section.fields.filter((f) => f.kind !== 'multiline').map(renderField)}
              {section.fields.some((f) => f.kind === 'multiline') && (
                // Long texts side by side on a row of their own, rather than leaving holes in the grid.
                <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  {section.fields.filter((f) => f.kind === 'multiline').map(renderField)}
                </Box>
              )}
              {section.id === 'fees' && withFees && (
                <Box sx={{ gridColumn: '1 / -1' }} data-testid="fee-package">
                  <Typography variant="subtitle2" sx={{ mb: 1 }}>
                    {t('admissionForm.feePackage')}
                  </Typography>
                  <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}>
                    {FEE_PACKAGE_YEARS.map((year) => (
                      <Box key={year} sx={{ display: 'grid', gap: 1 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {t(`admissionForm.years.${year}`)}
                        </Typography>
                        {FEE_PACKAGE_PARTS.map((part) => (
                          <Controller
                            key={part}
                            name={feeKey(year, part)}
                            control={control}
                            render={({ field: f, fieldState }) => (
                              <TextField
                                size="small"
                                id={`af-fee-${year}-${part}`}
                                label={t(`admissionForm.parts.${part}`)}
                                name={f.name}
                                inputRef={f.ref}
                                value={(f.value as string | undefined) ?? ''}
                                onChange={(e) =>
                                  type({ key: feeKey(year, part), kind: 'text', rule: 'amount' }, e.target.value, f.onChange)
                                }
                                onBlur={f.onBlur}
                                error={Boolean(fieldState.error)}
                                helperText={fieldMessage(fieldState.error?.message) || undefined}
                                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                              />
                            )}
                          />
                        ))}
                      </Box>
                    ))}
                  </Box>
                </Box>
              )}
            </Section>
          ))}
          <Section id="photo" title={t('admissionForm.sections.photo')}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, gridColumn: '1 / -1' }}>
              <Avatar variant="rounded" src={photoPreview} alt={t('admissionForm.photo')} sx={{ width: 96, height: 116 }}>
                <PhotoCamera />
              </Avatar>
              <Box sx={{ display: 'grid', gap: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button variant="outlined" startIcon={<PhotoCamera />} onClick={() => photoInput.current?.click()}>
                    {t('admissionForm.choosePhoto')}
                  </Button>
                  <input
                    ref={photoInput}
                    data-testid="photo-input"
                    hidden
                    type="file"
                    aria-label={t('admissionForm.choosePhoto')}
                    accept="image/jpeg,image/png"
                    onChange={(e) => pickPhoto(e.target.files?.[0])}
                  />
                  {photo && <Button onClick={clearPhoto}>{t('admissionForm.removePhoto')}</Button>}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {photo ? photo.file.name : t('admissionForm.photoHint')}
                </Typography>
              </Box>
            </Box>
          </Section>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button onClick={reset} disabled={saveAdmission.isPending}>
              {t('admissionForm.reset')}
            </Button>
            <Button type="submit" variant="contained" disabled={saveAdmission.isPending}>
              {saveAdmission.isPending ? t('admissionForm.saving') : t('admissionForm.save')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
