import { Alert, Box, Button, CircularProgress, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyAttendance, MyMarks } from '@campus/shared';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { isNothingYet, useMyAttendanceFigures, useMyMarksFigures } from '../api/my-studies';
import { Empty, Section } from './dashboard-section';

const MY_ATTENDANCE = '/app/My Attendance';
const MY_MARKS = '/app/My Marks';

type Standing = NonNullable<MyAttendance['standing']>;
const TONE: Record<Standing, 'success' | 'warning' | 'error'> = { ok: 'success', condonable: 'warning', short: 'error' };

const useParent = () => Boolean(useSession()?.roles.includes('ROLE_PARENT'));

/**
 * A card's figures: a small spinner while they load; a student not placed in a section yet (404)
 * said quietly; any other failure as the server's message.
 */
function Figures<T>({ query, children }: { query: UseQueryResult<T, Error>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  const parent = useParent();
  if (query.isPending) return <CircularProgress size={28} aria-label={t('dashboards.loading')} />;
  if (query.isError)
    return isNothingYet(query.error) ? (
      <Empty>{t(parent ? 'dashboards.myStudies.noSectionParent' : 'dashboards.myStudies.noSection')}</Empty>
    ) : (
      <Alert severity="error">{query.error.message}</Alert>
    );
  return <>{children(query.data)}</>;
}

/** The sentence of the overall standing: what may still be missed, or what it takes to get back; for a parent, of their child. */
function useStanding(a: MyAttendance): string {
  const { t } = useTranslation();
  const f = useFormat();
  const words = useParent() ? 'dashboards.myStudies.parent' : 'dashboards.myStudies.standing';
  const values = { name: a.student.fullName, required: f.percent(a.required), condonable: f.percent(a.condonable) };
  switch (a.standing) {
    case 'ok':
      return a.mayMiss > 0 ? t(`${words}.ok`, { ...values, count: a.mayMiss }) : t(`${words}.okEdge`, values);
    case 'condonable':
      return t(`${words}.condonable`, { ...values, count: a.toRecover });
    case 'short':
      return t(`${words}.short`, { ...values, count: a.toRecover });
    default:
      return t('dashboards.myStudies.noClasses');
  }
}

function Overall({ a }: { a: MyAttendance }) {
  const { t } = useTranslation();
  const f = useFormat();
  const standing = useStanding(a);
  if (a.percent === null || a.standing === null) return <Empty>{t('dashboards.myStudies.noClasses')}</Empty>;
  return (
    <Box sx={{ display: 'grid', gap: 1, px: 0.5 }}>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="my-attendance-percent">
        {f.percent(a.percent)}
      </Typography>
      <Box sx={{ position: 'relative' }}>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, Math.max(0, a.percent))}
          color={TONE[a.standing]}
          aria-label={t('dashboards.myStudies.attendance')}
          sx={{ height: 10, borderRadius: 5 }}
        />
        <Box
          aria-hidden
          sx={{ position: 'absolute', top: -3, bottom: -3, left: `${a.required}%`, width: 2, bgcolor: 'text.primary', opacity: 0.6 }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="my-attendance-classes">
        {t('dashboards.myStudies.classes', { attended: a.attended, count: a.held, required: f.percent(a.required) })}
      </Typography>
      <Alert severity={TONE[a.standing]} data-testid="my-attendance-standing">
        {standing}
      </Alert>
    </Box>
  );
}

/** The landing page's attendance: the overall share against the required one and what it means, leading to My Attendance. */
export function MyAttendanceCard() {
  const { t } = useTranslation();
  return (
    <Section id="attendance" title={t('dashboards.myStudies.attendance')}>
      <Figures query={useMyAttendanceFigures()}>{(a) => <Overall a={a} />}</Figures>
      <Button component={Link} to={MY_ATTENDANCE} size="small" variant="outlined" sx={{ mt: 1.5 }}>
        {t('menu.myAttendance')}
      </Button>
    </Section>
  );
}

function Released({ m }: { m: MyMarks }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <>
      {m.subjects.length === 0 ? (
        <Empty>{t('dashboards.myStudies.noneReleased')}</Empty>
      ) : (
        <List dense aria-label={t('dashboards.myStudies.released')}>
          {m.subjects.map((s) => (
            <ListItem key={s.code} data-testid="my-marks-subject" sx={{ px: 0.5 }}>
              <ListItemText primary={`${s.code} ${s.name}`} />
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap', ml: 1 }}>
                {`${s.total === null ? '—' : f.number(s.total)} / ${f.number(s.internalMax)}`}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      {m.pending.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }} data-testid="my-marks-pending">
          {t('dashboards.myStudies.pending', { count: m.pending.length })}
        </Typography>
      )}
    </>
  );
}

/** The landing page's internal marks: the subjects released with their totals, and how many are still to come, leading to My Marks. */
export function MyMarksCard() {
  const { t } = useTranslation();
  return (
    <Section id="internal-marks" title={t('dashboards.myStudies.marks')}>
      <Figures query={useMyMarksFigures()}>{(m) => <Released m={m} />}</Figures>
      <Button component={Link} to={MY_MARKS} size="small" variant="outlined" sx={{ mt: 1.5 }}>
        {t('menu.myMarks')}
      </Button>
    </Section>
  );
}
