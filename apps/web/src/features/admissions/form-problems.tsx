import { Alert, AlertTitle, Box, Link } from '@mui/material';
import { get, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';
import { readIssue } from '@campus/shared/schema-issue';
import { schemaMessage } from '../../lib/api';

/** One field that needs attention: its form name, its label and its message in the user's language. */
export interface FieldProblem {
  name: string;
  label: string;
  message: string;
}

/**
 * Leaving a field: a refused keystroke's mark (type `typing`) said why that key was not taken while
 * the field was typed in; now the value itself is judged as a change would judge it: after a Save by
 * the schema, before one not at all. So a valid value never keeps that mark.
 */
export function leaveTyping<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: Path<T>) {
  if (form.getFieldState(name).error?.type !== 'typing') return;
  if (form.formState.isSubmitted) void form.trigger(name);
  else form.clearErrors(name);
}

/**
 * A field's message in the user's language, by the key the shared checks wrote it with: a length
 * limit by its number alone (the field is named beside it).
 */
export function fieldMessage(message: string | undefined): string {
  if (!message) return '';
  const issue = readIssue(message);
  if (issue.key === 'input.tooLong' && issue.params?.max) return i18n.t('admissions.tooLong', { max: Number(issue.params.max) });
  return schemaMessage(message) ?? message;
}

/** The fields with an error, in the order given (the order the form checks and shows them). */
export function problemsOf(errors: FieldErrors, fields: { name: string; label: string }[]): FieldProblem[] {
  return fields.flatMap(({ name, label }) => {
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    return message ? [{ name, label, message: fieldMessage(message) }] : [];
  });
}

/** "Father's name: Please Enter Text" — a message that names its field, for toasts and the summary. */
export const namedProblem = (p: FieldProblem) => `${p.label}: ${p.message}`;

/** The toast after a refused save: how many fields need attention, and the first of them. */
export const attentionToast = (problems: FieldProblem[]) =>
  i18n.t('admissions.attention', { count: problems.length, first: namedProblem(problems[0]) });

/**
 * Moves to a field: scrolls it to the middle of the screen (clear of the fixed header) and focuses
 * it. `focus` is react-hook-form's `setFocus`, which reaches selects through their input ref.
 */
export function goToField(name: string, focus: (name: string) => void) {
  // After the render that shows the messages, so the field is where it will stay.
  setTimeout(() => {
    focus(name);
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) active.scrollIntoView({ block: 'center' });
  }, 0);
}

/** Every field that needs attention, each a link to its field, above the form. */
export function ProblemSummary({ problems, onPick }: { problems: FieldProblem[]; onPick: (name: string) => void }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" data-testid="form-problems" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{t('admissions.summary', { count: problems.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, columns: { md: problems.length > 4 ? 2 : 1 }, columnGap: 4 }}>
        {problems.map((p) => (
          <li key={p.name}>
            <Link component="button" type="button" color="inherit" onClick={() => onPick(p.name)} sx={{ textAlign: 'left' }}>
              {namedProblem(p)}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
