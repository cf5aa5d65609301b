import { Box, Card, CardActionArea, Chip, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { academicYearLabel, landingRouteFor, menuFor, roleLabel, type MenuItem } from '@campus/shared';
import { MenuIcon } from '../../components/menu-icon';
import { useSession } from '../../lib/session';
import { AccountsFigures } from './components/accounts-figures';
import { AdminFigures } from './components/admin-figures';
import { AdmissionsFigures } from './components/admissions-figures';
import { CollegeFigures } from './components/college-figures';
import { ExaminationsFigures } from './components/examinations-figures';
import { GrievanceFigures } from './components/grievance-figures';
import { HostelFigures } from './components/hostel-figures';
import { LibraryFigures } from './components/library-figures';
import { PlacementFigures } from './components/placement-figures';
import { StudentFigures } from './components/student-figures';
import { TransportFigures } from './components/transport-figures';

function leaves(items: MenuItem[]): MenuItem[] {
  return items.flatMap((i) => (i.child?.length ? leaves(i.child) : [i]));
}

const COLLEGE_PAGES = ['dean', 'principal', 'chairman', 'academics', 'correspondence', 'administration'];
const OFFICE_PAGES = ['iqac'];

/** The figures a landing page opens with: what that person came for. */
function RoleFigures({ titleKey }: { titleKey: string }) {
  if (titleKey === 'admin') return <AdminFigures />;
  if (titleKey === 'admissions') return <AdmissionsFigures />;
  if (titleKey === 'examinations') return <ExaminationsFigures />;
  if (titleKey === 'library') return <LibraryFigures />;
  if (titleKey === 'transportation') return <TransportFigures />;
  if (titleKey === 'hostel') return <HostelFigures />;
  if (titleKey === 'grievances') return <GrievanceFigures />;
  if (titleKey === 'placements') return <PlacementFigures />;
  if (titleKey === 'accounts' || titleKey === 'feepayments') return <AccountsFigures />;
  if (titleKey === 'student' || titleKey === 'parent') return <StudentFigures />;
  if (COLLEGE_PAGES.includes(titleKey) || OFFICE_PAGES.includes(titleKey)) return <CollegeFigures titleKey={titleKey} />;
  return null;
}

/** A role's landing page: who is signed in, the figures of their work, and the screens that role may use. */
export function DashboardPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const user = useSession();
  if (!user) return null;
  const landing = landingRouteFor(user.roles);
  const links = leaves(menuFor(user.roles, landing)).filter((i) => i.key !== 'dashboard');
  const role = user.roles[0] ?? '';
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          {t(`dashboards.titles.${titleKey}`)}
        </Typography>
        <Paper sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 220 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="dashboard-welcome">
              {t('dashboards.welcome', { name: user.fullName })}
            </Typography>
            <Typography color="text.secondary">
              {t('dashboards.signedInAs', { username: user.username, role: t(`roles.${role}`, { defaultValue: roleLabel(role) }) })}
            </Typography>
            {user.program && <Typography color="text.secondary">{t('dashboards.program', { program: user.program })}</Typography>}
          </Box>
          <Chip color="primary" variant="outlined" label={t('dashboards.academicYear', { year: academicYearLabel() })} />
        </Paper>
      </Box>
      <RoleFigures titleKey={titleKey} />
      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('dashboards.quickLinks')}
        </Typography>
        {links.length === 0 ? (
          <Typography color="text.secondary">{t('dashboards.noLinks')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
            {links.map((item) => (
              <Card key={item.key} variant="outlined">
                <CardActionArea
                  component={Link}
                  to={item.link}
                  sx={{ p: 2, display: 'flex', gap: 1.5, justifyContent: 'flex-start', color: 'primary.main' }}
                >
                  <MenuIcon name={item.icon} />
                  <Typography sx={{ color: 'text.primary', fontWeight: 600 }}>{t(`menu.${item.name}`)}</Typography>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
