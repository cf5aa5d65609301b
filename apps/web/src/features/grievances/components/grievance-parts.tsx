import { Box, Chip, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import {
  GRIEVANCE_CATEGORIES,
  requiredIssue,
  type GrievanceCategory,
  type GrievanceOutcome,
  type GrievanceRow,
  type GrievanceStatus,
} from '@campus/shared';
import type { PagedColumn } from '../../../components/paged-table';
import { useFormat } from '../../../lib/format';

type T = (key: string, values?: Record<string, unknown>) => string;

/** The page of one grievance. */
export const grievancePath = (id: number) => `/app/Grievance/${id}`;

/** A choice from a list of a form: none chosen says it is required, not that the value is wrong; then the schema's own check. */
export const chosen = <S extends z.ZodType>(field: string, schema: S) =>
  z
    .string()
    .min(1, { error: requiredIssue(field) })
    .transform((v): unknown => v)
    .pipe(schema);

/** What a grievance is about, in words: `Examinations and results`. */
export const categoryText = (t: T, category: GrievanceCategory) => t(`grievances.categories.${category}`);

/** The categories as a form's choices, or those of `only`. */
export const categoryChoices = (t: T, only: readonly GrievanceCategory[] = GRIEVANCE_CATEGORIES) =>
  only.map((c) => ({ value: c, label: categoryText(t, c) }));

/** A decision in words: `Partly upheld`. */
export const outcomeText = (t: T, outcome: GrievanceOutcome) => t(`grievances.outcomes.${outcome}`);

/** Who filed it, as this reader may know: the name, or Confidential, or Anonymous. */
export const filerText = (t: T, g: Pick<GrievanceRow, 'filer' | 'filerKind'>) =>
  g.filer ?? (g.filerKind === 'anonymous' ? t('grievances.anonymous') : t('grievances.confidential'));

const COLOURS = { received: 'warning', inReview: 'primary', decided: 'success', appealed: 'secondary', closed: 'default' } as const;

/** Where a grievance stands, as a chip: received in the warning colour, in review in the college's, decided in green. */
export function StatusChip({ status }: { status: GrievanceStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      variant={status === 'received' ? 'outlined' : 'filled'}
      label={t(`grievances.statuses.${status}`)}
    />
  );
}

/** Past its due day without a decision. */
export function OverdueFlag() {
  const { t } = useTranslation();
  return <Chip size="small" color="error" label={t('grievances.overdue')} />;
}

/**
 * A grievance's number (leading to its page), subject, category, where it stands, and its days: the
 * columns of the filer's own list, of a member's assigned list and of the register (with the filer
 * and the member it is with).
 */
export function useGrievanceColumns({ register }: { register: boolean }): PagedColumn<GrievanceRow>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const col = (key: string) => t(`grievances.columns.${key}`);
  const who: PagedColumn<GrievanceRow>[] = [
    { key: 'filer', header: col('filer'), cell: (g) => filerText(t, g) },
    { key: 'assigned', header: col('assigned'), cell: (g) => g.assignedTo ?? t('grievances.notAssigned') },
  ];
  return [
    {
      key: 'number',
      header: col('number'),
      card: 'title',
      nowrap: true,
      cell: (g) => (
        <Link component={RouterLink} to={grievancePath(g.id)} sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
          {g.number}
        </Link>
      ),
    },
    { key: 'subject', header: col('subject'), card: 'primary', cell: (g) => g.subject, sx: { minWidth: 180 } },
    { key: 'category', header: col('category'), cell: (g) => categoryText(t, g.category) },
    {
      key: 'status',
      header: col('status'),
      cell: (g) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <StatusChip status={g.status} />
          {g.overdue && <OverdueFlag />}
        </Box>
      ),
    },
    ...(register ? who : []),
    { key: 'received', header: col('received'), nowrap: true, cell: (g) => f.day(g.receivedOn) },
    { key: 'due', header: col('due'), nowrap: true, cell: (g) => f.day(g.dueOn) },
  ];
}
