import { Alert } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  MARKS_MAX,
  requiredIssue,
  SUBJECT_KINDS,
  subjectInputSchema,
  TITLE_MAX,
  type Regulation,
  type Subject,
  type SubjectInput,
} from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';
import { FormSelect, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useSaveSubject, type Branch, type Programme } from '../api/curriculum';

/** A choice from a list of the form: none chosen says it is required, not that the value is wrong; then the schema's own check. */
const chosen = <S extends z.ZodType>(field: string, schema: S) =>
  z
    .string()
    .min(1, { error: requiredIssue(field) })
    .transform((v): unknown => v)
    .pipe(schema);

const shape = subjectInputSchema.shape;
/** The shared schema, with a choice left empty said to be required; then the schema's checks of the whole subject. */
const fields = z.object({
  ...shape,
  regulationId: chosen('Regulation', shape.regulationId),
  courseId: chosen('Programme', shape.courseId),
  semester: chosen('Semester', shape.semester),
  kind: chosen('Kind', shape.kind),
});
// The fields' output is the shared schema's input, read once more for its checks across fields (an elective's group).
const subjectFormSchema = fields.pipe(subjectInputSchema as unknown as z.ZodType<SubjectInput, z.output<typeof fields>>);

/** The form's fields of a subject as it is kept (ids and numbers as the lists' and fields' text), or of a new one of the regulation chosen. */
function formOf(subject: Subject | null, regulationId: number, courseId: number | null, semester: number | null) {
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    regulationId: text(subject?.regulationId ?? regulationId),
    courseId: text(subject?.courseId ?? courseId),
    branchId: text(subject?.branchId),
    semester: text(subject?.semester ?? semester),
    code: subject?.code ?? '',
    name: subject?.name ?? '',
    credits: text(subject?.credits),
    kind: subject?.kind ?? '',
    electiveGroup: subject?.electiveGroup ?? '',
    internalMax: text(subject?.internalMax),
    externalMax: text(subject?.externalMax),
  };
}

interface SubjectDialogProps {
  subject: Subject | null;
  regulations: Regulation[];
  /** The regulation, programme and semester the list shows: a new subject's. */
  regulationId: number;
  courseId: number | null;
  semester: number | null;
  programmes: Programme[];
  branches: Branch[];
  onClose: () => void;
}

/**
 * Add subject, or Edit subject: its regulation, programme, branch (none: every branch), semester,
 * code, name, credits, kind (an elective with its group) and the maximum internal and external marks.
 */
export function SubjectDialog({
  subject,
  regulations,
  regulationId,
  courseId,
  semester,
  programmes,
  branches,
  onClose,
}: SubjectDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(subjectFormSchema, formOf(subject, regulationId, courseId, semester));
  const { control, setValue, clearErrors } = form;
  const [course, kind] = useWatch({ control, name: ['courseId', 'kind'] }) as [string, string];
  const programme = programmes.find((p) => String(p.id) === course);
  const elective = kind === 'elective';
  // Only an elective has a group: another kind's is emptied.
  useEffect(() => {
    if (!elective) {
      setValue('electiveGroup', '');
      clearErrors('electiveGroup');
    }
  }, [elective, setValue, clearErrors]);
  const save = useSaveSubject({
    onSuccess: (saved) => {
      enqueueSnackbar(
        t(subject ? 'curriculum.subjects.saved' : 'curriculum.subjects.added', { code: saved.code, regulation: saved.regulation }),
        {
          variant: 'success',
        },
      );
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('curriculum.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  // The branches of the programme chosen; a subject corrected keeps offering its own.
  const own: Branch[] =
    subject?.branchId && subject.branch ? [{ id: subject.branchId, courseId: subject.courseId, code: subject.branch }] : [];
  const branchesOf = (courseId: string) =>
    [...branches, ...own.filter((o) => !branches.some((b) => b.id === o.id))].filter((b) => String(b.courseId) === courseId);
  const text = (key: string) => t(`curriculum.subjects.fields.${key}`);
  type Name = keyof ReturnType<typeof formOf>;
  const field = (name: Name) => ({ control, name, id: `subject-${name}`, label: text(name) });
  const marks = { htmlInput: { inputMode: 'numeric', maxLength: String(MARKS_MAX).length } } as const;
  return (
    <FormDialog
      heading={subject ? t('curriculum.subjects.editHeading', { code: subject.code }) : t('curriculum.subjects.addHeading')}
      id="subject-dialog-heading"
      busy={save.isPending}
      maxWidth="md"
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input: SubjectInput) => save.mutate({ id: subject?.id, input }))()}
    >
      {programmes.length === 0 && (
        <Alert severity="warning" sx={acrossTheForm}>
          {t('curriculum.subjects.noProgrammes')}
        </Alert>
      )}
      <FormSelect
        {...field('regulationId')}
        required
        options={regulations.map((r) => ({ value: String(r.id), label: `${r.code} — ${r.name}` }))}
      />
      <FormSelect
        {...field('courseId')}
        required
        options={programmes.map((p) => ({ value: String(p.id), label: p.code }))}
        onChosen={() => setValue('branchId', '')}
      />
      <FormSelect
        {...field('branchId')}
        emptyLabel={t('curriculum.everyBranch')}
        helperText={text('branchHint')}
        disabled={!programme}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        options={branchesOf(course).map((b) => ({ value: String(b.id), label: b.code }))}
      />
      <FormSelect
        {...field('semester')}
        required
        options={Array.from({ length: programme?.semesters ?? 0 }, (_, i) => ({
          value: String(i + 1),
          label: t('curriculum.semesterN', { n: i + 1 }),
        }))}
        disabled={!programme}
      />
      <FormTextField
        {...field('code')}
        required
        helperText={text('codeHint')}
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: 20, autoComplete: 'off' } }}
      />
      <FormTextField
        {...field('credits')}
        required
        helperText={text('creditsHint')}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 4 } }}
      />
      <FormTextField {...field('name')} required slotProps={{ htmlInput: { maxLength: TITLE_MAX } }} sx={acrossTheForm} />
      <FormSelect {...field('kind')} required options={SUBJECT_KINDS.map((k) => ({ value: k, label: t(`curriculum.kinds.${k}`) }))} />
      <FormTextField
        {...field('electiveGroup')}
        required={elective}
        disabled={!elective}
        helperText={text(elective ? 'electiveGroupHint' : 'electiveGroupOnly')}
        slotProps={{ htmlInput: { maxLength: 40, autoComplete: 'off' } }}
      />
      <FormTextField {...field('internalMax')} required slotProps={marks} />
      <FormTextField {...field('externalMax')} required slotProps={marks} />
    </FormDialog>
  );
}
