import { Alert, Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { HodDashboard } from '@campus/shared';
import { FigureCard, FigureGrid } from '../../components/figure-card';
import { FigureBars } from '../../components/figure-bars';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useHodDashboard } from './api/get-hod-dashboard';
import { AchievementsTable } from './components/achievements-table';
import { TeachingDay, useTeachingDayLoading } from './components/teaching-day';

const ACHIEVEMENTS_LINK = '/app/Faculty/Achievements';

function Figures({ data }: { data: HodDashboard }) {
  const { t } = useTranslation();
  const format = useFormat();
  const pass = data.passPercentage;
  return (
    <FigureGrid>
      <FigureCard label={t('faculty.hod.students')} value={format.number(data.students)} to="#students-by-branch" testId="hod-students" />
      <FigureCard label={t('faculty.hod.faculty')} value={format.number(data.faculty)} to={ACHIEVEMENTS_LINK} testId="hod-faculty" />
      <FigureCard
        label={t('faculty.hod.achievements')}
        value={format.number(data.achievements)}
        to="#recent-achievements"
        testId="hod-achievements"
      />
      <FigureCard
        label={t('faculty.hod.passPercentage')}
        value={pass ? format.percent(pass.percentage) : '—'}
        detail={pass ? t('faculty.hod.passDetail', { passed: pass.passed, appeared: pass.appeared }) : t('faculty.hod.noResults')}
        to="/examresults"
        testId="hod-pass"
      />
    </FigureGrid>
  );
}

/**
 * The HOD's landing page: their own classes of today and open internal marks, then their department's
 * students, faculty, achievements and pass percentage, nothing of any other. One spinner until all of
 * it has answered, so that nothing moves under the reader as the answers arrive.
 */
export function HodDashboardPage() {
  const { t } = useTranslation();
  const user = useSession();
  const dashboard = useHodDashboard();
  const teaching = useTeachingDayLoading();
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
      {teaching || dashboard.isPending ? (
        <CircularProgress aria-label={t('faculty.loading')} />
      ) : (
        <>
          <TeachingDay />
          {dashboard.isError ? (
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
                  <FigureBars
                    labels={dashboard.data.studentsByBranch.map((b) => `${b.course} ${b.branch}`)}
                    values={dashboard.data.studentsByBranch.map((b) => b.count)}
                    series={t('faculty.hod.students')}
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
        </>
      )}
    </Box>
  );
}
