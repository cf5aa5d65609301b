import { Alert, AlertTitle, Box, LinearProgress, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MyAttendance } from '@campus/shared';
import { LoadFailed } from '../../components/list-head';
import { PageHeader } from '../../components/page-header';
import { RowsView, type PagedColumn } from '../../components/paged-table';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { isNoStudent, useMyAttendance } from './api/my-attendance';
import { CondonationCard } from './components/condonation-card';

type Subject = MyAttendance['subjects'][number];
type Tone = 'success' | 'warning' | 'error';

/** A share against the rules: at or above the required one fine, between the two condonable, below both short. */
function toneOf(percent: number, required: number, condonable: number): Tone {
  if (percent >= required) return 'success';
  return percent >= condonable ? 'warning' : 'error';
}

/** A share drawn as a bar, with a mark where the required share is. */
function ShareBar({
  percent,
  required,
  tone,
  label,
  height = 8,
}: {
  percent: number;
  required: number;
  tone: Tone;
  label: string;
  height?: number;
}) {
  return (
    <Box sx={{ position: 'relative', mt: 0.5 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, Math.max(0, percent))}
        color={tone}
        aria-label={label}
        sx={{ height, borderRadius: height / 2 }}
      />
      <Box
        aria-hidden
        sx={{ position: 'absolute', top: -3, bottom: -3, left: `${required}%`, width: 2, bgcolor: 'text.primary', opacity: 0.6 }}
      />
    </Box>
  );
}

/** The sentence of the overall standing: what may still be missed, or what it takes to get back, for the student or their parent. */
function useStandingText(a: MyAttendance, parent: boolean): string {
  const { t } = useTranslation();
  const f = useFormat();
  const words = parent ? 'myAttendance.parent' : 'myAttendance.standing';
  const values = { name: a.student.fullName, required: f.percent(a.required), condonable: f.percent(a.condonable) };
  switch (a.standing) {
    case 'ok':
      return a.mayMiss > 0 ? t(`${words}.ok`, { ...values, count: a.mayMiss }) : t(`${words}.okEdge`, values);
    case 'condonable':
      return t(`${words}.condonable`, { ...values, count: a.toRecover });
    case 'short':
      return t(`${words}.short`, { ...values, count: a.toRecover });
    default:
      return t('myAttendance.standing.none');
  }
}

const SEVERITY: Record<NonNullable<MyAttendance['standing']>, Tone> = { ok: 'success', condonable: 'warning', short: 'error' };

/** The student, their overall share against the required one, and what it means. */
function Overall({ attendance: a, parent }: { attendance: MyAttendance; parent: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const standing = useStandingText(a, parent);
  const place = a.student.section
    ? t('myAttendance.rollSection', { roll: a.student.rollNumber, section: a.student.section })
    : t('myAttendance.roll', { roll: a.student.rollNumber });
  return (
    <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
      <Typography variant="h6" component="h2" data-testid="student-name">
        {a.student.fullName}
      </Typography>
      <Typography color="text.secondary" data-testid="student-place" sx={{ mb: 1.5 }}>
        {place}
      </Typography>
      {a.percent === null || a.standing === null ? (
        <Alert severity="info" data-testid="standing">
          <AlertTitle>{t('myAttendance.standing.none')}</AlertTitle>
          {t('myAttendance.standing.noneHint')}
        </Alert>
      ) : (
        <>
          <Typography variant="h4" component="p" data-testid="overall" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
            {t('myAttendance.overall', { percent: f.percent(a.percent), required: f.percent(a.required) })}
          </Typography>
          <ShareBar
            percent={a.percent}
            required={a.required}
            tone={SEVERITY[a.standing]}
            label={t('myAttendance.overallBar')}
            height={12}
          />
          <Typography color="text.secondary" data-testid="overall-classes" sx={{ mt: 1, mb: 1.5 }}>
            {t('myAttendance.classes', { attended: f.number(a.attended), count: a.held })}
          </Typography>
          <Alert severity={SEVERITY[a.standing]} data-testid="standing">
            {standing}
          </Alert>
        </>
      )}
    </Paper>
  );
}

function useSubjectColumns(a: MyAttendance): PagedColumn<Subject>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const col = (key: string) => t(`myAttendance.subjects.columns.${key}`);
  const share = (s: Subject) => {
    if (s.percent === null) return <Typography color="text.secondary">{t('myAttendance.subjects.noClasses')}</Typography>;
    const tone = toneOf(s.percent, a.required, a.condonable);
    return (
      <Box sx={{ minWidth: 140 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
          <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {f.percent(s.percent)}
          </Box>
          {tone !== 'success' && (
            <Box component="span" sx={{ color: `${tone}.main`, fontWeight: 600, fontSize: 13, whiteSpace: 'nowrap' }}>
              {t('myAttendance.subjects.below', { required: f.percent(a.required) })}
            </Box>
          )}
        </Box>
        <ShareBar
          percent={s.percent}
          required={a.required}
          tone={tone}
          label={t('myAttendance.subjects.bar', { code: s.code, percent: f.percent(s.percent) })}
        />
      </Box>
    );
  };
  return [
    {
      key: 'code',
      header: col('code'),
      cell: (s) => s.code,
      card: 'title',
      nowrap: true,
      sx: { fontWeight: 600, fontFamily: 'monospace' },
    },
    { key: 'name', header: col('name'), cell: (s) => s.name, card: 'primary', sx: { minWidth: 180 } },
    {
      key: 'attended',
      header: col('attended'),
      cell: (s) => `${f.number(s.attended)} / ${f.number(s.held)}`,
      card: 'title',
      align: 'right',
      nowrap: true,
    },
    { key: 'percent', header: col('percent'), cell: share, card: 'primary', sx: { width: { md: 280 } } },
  ];
}

/** Each subject's classes attended of those held and its share, those below the required share marked. */
function Subjects({ attendance: a }: { attendance: MyAttendance }) {
  const { t } = useTranslation();
  const columns = useSubjectColumns(a);
  const toneOfRow = (s: Subject) => {
    if (s.percent === null) return undefined;
    const tone = toneOf(s.percent, a.required, a.condonable);
    return tone === 'success' ? undefined : tone;
  };
  return (
    <Paper sx={{ p: { xs: 1, md: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ px: 1, mb: 1 }}>
        {t('myAttendance.subjects.heading')}
      </Typography>
      {a.subjects.length === 0 ? (
        <Alert severity="info">{t('myAttendance.subjects.empty')}</Alert>
      ) : (
        <RowsView
          label={t('myAttendance.subjects.label')}
          testId="subjects"
          columns={columns}
          rows={a.subjects}
          rowKey={(s) => s.subjectId}
          rowTone={toneOfRow}
          rowAttributes={(s) => ({ 'data-subject': s.code, 'data-below': toneOfRow(s) ? 'true' : 'false' })}
          cardsBelow="sm"
        />
      )}
    </Paper>
  );
}

/**
 * `/app/My Attendance`: a student's attendance (a parent's child's) this semester, overall and per
 * subject, against the college's required share: how many classes may still be missed, or how many
 * in a row bring it back, and what a shortage means for the examinations.
 */
export function MyAttendancePage() {
  const { t } = useTranslation();
  const parent = Boolean(useSession()?.roles.includes('ROLE_PARENT'));
  const attendance = useMyAttendance();
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title={t('myAttendance.title')} subtitle={t(parent ? 'myAttendance.subtitleParent' : 'myAttendance.subtitle')} />
      {attendance.isPending && <Skeleton variant="rounded" height={240} />}
      {attendance.isError &&
        (isNoStudent(attendance.error) ? (
          <Alert severity="info" data-testid="no-student">
            {attendance.error.message}
          </Alert>
        ) : (
          <LoadFailed error={attendance.error} retry={attendance.refetch} />
        ))}
      {attendance.data && (
        <>
          <Overall attendance={attendance.data} parent={parent} />
          <CondonationCard attendance={attendance.data} parent={parent} />
          <Subjects attendance={attendance.data} />
        </>
      )}
    </Box>
  );
}
