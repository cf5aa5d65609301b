import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ADMISSION_ISSUES,
  applicationFormDataSchema,
  EMAIL_PATTERN,
  FEE_PACKAGE_YEARS,
  MESSAGES,
  PARTIAL_RULES,
  sanitizeAadhaarInput,
  showsFeePackage,
} from '@campus/shared';
import { ApiRequestError, keyedMessage, openPdf, serverMessage } from '../../lib/api';
import { useCollegeCode } from '../../lib/college';
import { CASCADE_CHILDREN, useAdmissionChoices, useFullFormChoices } from './admission-choices';
import { getStudentQueryOptions } from './api/get-student';
import { useSaveFullAdmission } from './api/save-full-admission';
import { useAdmissionPhoto } from './components/admission-photo';
import { attentionToast, goToField, leaveTyping, namedProblem, problemsOf, type FieldProblem } from './form-problems';
import { emptyFlatValues, FIELD_ORDER, fromRecord, toFormValues, toRecord, type FieldDef } from './full-admission.fields';
import { saveFailureMessage } from './save-failure-message';

/** The form's values: nested as the record is (`ssc.board`), every value text. */
type Values = FieldValues;
type Mode = 'new' | 'modify';

interface LoadedStudent {
  studentId: number;
  rollNumber: string;
  name: string;
  admissionNumber: string | null;
  photoUrl: string | null;
}

/** Where a record opened from the register returns after its save. */
const REGISTER_URL = '/app/Admission/Admissions Register';
const schemaResolver = zodResolver(applicationFormDataSchema) as unknown as Resolver<Values>;

/**
 * The full admission form's state and rules: new or modify, the record a save sends, typing and
 * blur checks, the cascade, look-up by roll number, save and the fields that need attention.
 */
export function useFullAdmissionForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toast = (message: string, variant: 'error' | 'success' = 'error') => enqueueSnackbar(message, { variant, preventDuplicate: true });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // The register opens a record with `?modify=<roll number>`: modify mode, that student loaded.
  const openRoll = useSearchParams()[0].get('modify')?.trim().toUpperCase() || '';
  const [mode, setModeState] = useState<Mode>(openRoll ? 'modify' : 'new');
  const [rollQuery, setRollQuery] = useState(openRoll);
  const [rollError, setRollError] = useState('');
  const [loaded, setLoaded] = useState<LoadedStudent | null>(null);
  const photo = useAdmissionPhoto();

  const withFees = showsFeePackage(useCollegeCode().data ?? '');

  /** The record a save sends and the checks read: blanks left out, the fee package only where the college has one. */
  function recordOf(values: Values) {
    const flat = Object.entries(fromRecord(values)).filter(([k]) => withFees || !k.startsWith('feePackage.'));
    const record = toRecord(Object.fromEntries(flat));
    if (withFees) {
      const pkg = (record.feePackage ?? {}) as Record<string, Record<string, string>>;
      record.feePackage = Object.fromEntries(FEE_PACKAGE_YEARS.map((y) => [y, { ...pkg[y] }]));
    }
    if (mode === 'modify' && loaded) record.rollNumber = loaded.rollNumber;
    return record;
  }
  // The shared schema checks the record the save would send; its messages land on the fields by their paths.
  const resolver: Resolver<Values> = (values, context, options) => schemaResolver(recordOf(values), context, options);
  const form = useForm<Values>({ defaultValues: toFormValues(emptyFlatValues()), resolver, shouldFocusError: false });
  const { control, formState, setError, clearErrors, setValue, getValues, setFocus } = form;
  const [course, batch, branch, category] = useWatch({ control, name: ['courseAppliedFor', 'batch', 'branch', 'category'] }) as string[];
  const choices = { ...useAdmissionChoices({ course, batch, branch, category, branchesNeedBatch: true }), ...useFullFormChoices() };
  const saveAdmission = useSaveFullAdmission();

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
  const focusField = (name: string) => goToField(name, setFocus);

  /** A changed value: its children are cleared, the seat type and level follow; before a Save, its mark goes. */
  function set(key: string, value: string, onChange: (value: string) => void = (v) => setValue(key, v)) {
    if (!formState.isSubmitted) clearErrors(key);
    onChange(value);
    const again = { shouldValidate: formState.isSubmitted };
    for (const child of CASCADE_CHILDREN[key] ?? []) setValue(child, '', again);
    if (key === 'admissionType') setValue('seatType', choices.admissionType.find((o) => o.value === value)?.seat ?? '', again);
    // The level follows the course (UG, PG, Diploma…); it stays editable.
    if (key === 'courseAppliedFor')
      setValue('level', choices.courses.find((c) => c.code === value)?.level ?? getValues('level') ?? '', again);
  }

  /** Typing checks: a keystroke that breaks the field's rule is refused, and the field says why. */
  function type(field: Pick<FieldDef, 'key' | 'rule'>, raw: string, onChange: (value: string) => void) {
    if (field.rule === 'aadhaar') {
      const clean = sanitizeAadhaarInput(raw);
      set(field.key, clean, onChange);
      if (clean !== raw) setError(field.key, { type: 'typing', message: ADMISSION_ISSUES.aadhaar });
      return;
    }
    if (field.rule && field.rule !== 'email' && raw !== '') {
      const rule = PARTIAL_RULES[field.rule];
      if (!rule.pattern.test(raw)) return setError(field.key, { type: 'typing', message: rule.message });
    }
    set(field.key, raw, onChange);
  }

  function blur(field: FieldDef) {
    leaveTyping(form, field.key);
    const value = String(getValues(field.key) ?? '');
    if (field.rule === 'email' && value && !EMAIL_PATTERN.test(value))
      setError(field.key, { type: 'blur', message: ADMISSION_ISSUES.email });
  }

  function reset() {
    form.reset(toFormValues(emptyFlatValues()));
    setLoaded(null);
    setRollQuery('');
    setRollError('');
    photo.clear();
  }

  function setMode(next: Mode) {
    setModeState(next);
    reset();
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
      setRollError(keyedMessage('results.enterRollNumber', MESSAGES.enterRollNumber));
      return toast(keyedMessage('results.enterRollNumber', MESSAGES.enterRollNumber));
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
      photo.clear();
    } catch (err) {
      setLoaded(null);
      toast(lookupFailureMessage(err));
    }
  }

  // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per roll number the address names
  useEffect(() => void (openRoll && lookUp(openRoll)), [openRoll]);

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
      setError(field, { type: 'server', message: err.message });
      focusField(field);
      return toast(namedProblem({ name: field, label: labelOf(field), message: err.message }));
    }
    toast(saveFailureMessage(err));
  }

  // Back in history keeps the register's search; opened straight from an address, the register itself.
  const backToRegister = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(REGISTER_URL));

  const save = form.handleSubmit((values) => {
    if (mode === 'modify' && !loaded) return;
    // A modify names the student record it changes by its id.
    const editedStudentId = mode === 'modify' ? loaded?.studentId : undefined;
    saveAdmission.mutate(
      { record: recordOf(values), photo: photo.photo?.file, editedStudentId },
      {
        onSuccess: (answer) => {
          toast(`${serverMessage(answer)} (${answer.admissionNumber})`, 'success');
          if (answer.b64) openPdf(answer.b64, `admission-${answer.admissionNumber}.pdf`);
          // A record opened from the register goes back there; a new admission leaves an empty form for the next.
          if (mode === 'modify' && openRoll) return void backToRegister();
          if (mode === 'new') reset();
        },
        onError: saveFailed,
      },
    );
  }, report);

  return {
    form,
    choices,
    withFees,
    mode,
    setMode,
    roll: { query: rollQuery, setQuery: setRollQuery, error: rollError, setError: setRollError, lookUp },
    loaded,
    photo,
    problems: problemsIn(formState.errors),
    focusField,
    set,
    type,
    blur,
    reset,
    save,
    saving: saveAdmission.isPending,
  };
}

export type FullAdmissionForm = ReturnType<typeof useFullAdmissionForm>;
