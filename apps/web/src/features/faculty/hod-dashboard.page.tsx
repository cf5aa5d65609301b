import { Alert, Box, Card, CardActionArea, CircularProgress, Paper, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HodDashboard } from '@campus/shared';
import { useSession } from '../../lib/session';
import { useHodDashboard } from './api/get-hod-dashboard';
import { AchievementsTable } from './components/achievements-table';

const ACHIEVEMENTS_LINK = '/app/Faculty/Achievements';

/** A figure of the department, leading to the screen (or the part of this page) behind it. */
function Figure({ label, value, detail, to, testId }: { label: string; value: ReactNode; detail?: string; to: string; testId: string }) {
  const inner = (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: 'primary.main' }} data-testid={testId}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Box>
  );
  return (
    <Card variant="outlined">
      {to.startsWith('#') ? (
        <CardActionArea component="a" href={to} sx={{ height: '100%' }}>
          {inner}
        </CardActionArea>
      ) : (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {inner}
        </CardActionArea>
      )}
    </Card>
  );
}

function Figures({ data }: { data: HodDashboard }) {
  const { t } = useTranslation();
  const pass = data.passPercentage;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
      <Figure
        label={t('faculty.hod.students')}
        value={data.students.toLocaleString('en-IN')}
        to="#students-by-branch"
        testId="hod-students"
      />
      <Figure label={t('faculty.hod.faculty')} value={data.faculty} to={ACHIEVEMENTS_LINK} testId="hod-faculty" />
      <Figure label={t('faculty.hod.achievements')} value={data.achievements} to="#recent-achievements" testId="hod-achievements" />
      <Figure
        label={t('faculty.hod.passPercentage')}
        value={pass ? `${pass.percentage.toLocaleString('en-IN')} %` : '—'}
        detail={pass ? t('faculty.hod.passDetail', { passed: pass.passed, appeared: pass.appeared }) : t('faculty.hod.noResults')}
        to="/examresults"
        testId="hod-pass"
      />
    </Box>
  );
}

/** The HOD's landing page: their department's students, faculty, achievements and pass percentage, nothing of any other. */
export function HodDashboardPage() {
  const { t } = useTranslation();
  const user = useSession();
  const dashboard = useHodDashboard();
  const theme = useTheme();
  return (
    <Box sx={{ maxWidth: 1200, display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          {t('faculty.hodDashboard')}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="dashboard-welcome">
          {t('faculty.welcome', { name: user?.fullName ?? '' })}
        </Typography>
        {dashboard.data && (
          <Typography color="text.secondary" data-testid="hod-department">
            {dashboard.data.department.code} · {dashboard.data.department.name}
          </Typography>
        )}
      </Box>
      {dashboard.isPending ? (
        <CircularProgress aria-label={t('faculty.loading')} />
      ) : dashboard.isError ? (
        <Alert severity="error">{dashboard.error.message}</Alert>
      ) : (
        <>
          <Figures data={dashboard.data} />
          <Paper sx={{ p: { xs: 1.5, sm: 2 } }} id="students-by-branch">
            <Typography variant="h6" component="h2" sx={{ mb: 1, px: 0.5 }}>
              {t('faculty.hod.studentsByBranch')}
            </Typography>
            {dashboard.data.studentsByBranch.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 1 }}>
                {t('faculty.hod.noStudents')}
              </Typography>
            ) : (
              <BarChart
                height={260}
                xAxis={[{ scaleType: 'band', data: dashboard.data.studentsByBranch.map((b) => `${b.course} ${b.branch}`) }]}
                series={[
                  {
                    data: dashboard.data.studentsByBranch.map((b) => b.count),
                    label: t('faculty.hod.students'),
                    color: theme.palette.primary.main,
                  },
                ]}
                hideLegend
                margin={{ left: 8, right: 8 }}
              />
            )}
          </Paper>
          <Paper sx={{ p: { xs: 1.5, sm: 2 } }} id="recent-achievements">
            <Typography variant="h6" component="h2" sx={{ mb: 1.5, px: 0.5 }}>
              {t('faculty.hod.recentAchievements')}
            </Typography>
            {dashboard.data.recentAchievements.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 1 }}>
                {t('faculty.hod.noAchievements')}
              </Typography>
            ) : (
              <AchievementsTable rows={dashboard.data.recentAchievements} />
            )}
          </Paper>
        </>
      )}
    </Box>
  );
}
