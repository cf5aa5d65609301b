import { Alert, Box, Button, Chip, CircularProgress, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FacultyProfile } from '@campus/shared';
import { ApiRequestError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useAchievements } from './api/get-achievements';
import { useProfile } from './api/get-profile';
import { AchievementsTable } from './components/achievements-table';
import { ProfileCard } from './components/profile-card';
import { TeachingDay, useTeachingDayLoading } from './components/teaching-day';

const ACHIEVEMENTS_LINK = '/app/Faculty/Achievements';

function OwnAchievements({ profile }: { profile: FacultyProfile }) {
  const { t } = useTranslation();
  const list = useAchievements({ facultyDept: profile.department, facultyName: profile.fullName });
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center', mb: 1.5, px: 0.5 }}>
        <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {t('faculty.myAchievements')}
          {list.data && <Chip size="small" label={list.data.length} data-testid="my-achievements-count" />}
        </Typography>
        <Button component={Link} to={ACHIEVEMENTS_LINK} variant="outlined" size="small">
          {t('faculty.manage')}
        </Button>
      </Box>
      {list.isPending ? (
        <CircularProgress aria-label={t('faculty.loading')} />
      ) : list.isError ? (
        <Alert severity="error">{list.error.message}</Alert>
      ) : list.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 1 }}>
          {t('faculty.noOwnAchievements')}
        </Typography>
      ) : (
        <AchievementsTable rows={list.data} ownList />
      )}
    </Paper>
  );
}

/** The faculty member's landing page: today's classes and open internal marks, their profile card and their achievements. */
export function FacultyDashboardPage() {
  const { t } = useTranslation();
  const user = useSession();
  const profile = useProfile(user?.username ?? '');
  const teaching = useTeachingDayLoading();
  return (
    <Box sx={{ maxWidth: 1200, display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          {t('faculty.facultyDashboard')}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="dashboard-welcome">
          {t('faculty.welcome', { name: user?.fullName ?? '' })}
        </Typography>
      </Box>
      {teaching || profile.isPending ? (
        <CircularProgress aria-label={t('faculty.loading')} />
      ) : (
        <>
          <TeachingDay />
          {profile.isError ? (
            <Alert severity={profile.error instanceof ApiRequestError && profile.error.status === 404 ? 'info' : 'error'}>
              {profile.error instanceof ApiRequestError && profile.error.status === 404 ? t('faculty.noProfile') : profile.error.message}
            </Alert>
          ) : (
            <>
              <ProfileCard profile={profile.data} />
              <OwnAchievements profile={profile.data} />
            </>
          )}
        </>
      )}
    </Box>
  );
}
