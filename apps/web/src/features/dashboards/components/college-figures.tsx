import { Alert, Table, TableBody, TableCell, TableHead, TableRow, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@campus/shared/money';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useCollegeDashboard } from '../api/get-college-dashboard';
import { count, Empty, Loaded, percentText, Section } from './dashboard-section';

/** The offices whose own work this release does not hold yet: their page says so plainly. */
const OFFICES = new Set(['transportation', 'library', 'opac', 'iqac', 'grievances', 'hostel', 'placements']);

/** The college at a glance, for its leadership and (with a plain note of what is missing) its offices. */
export function CollegeFigures({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <>
      {OFFICES.has(titleKey) && (
        <Alert severity="info" data-testid="office-note">
          {t(`dashboards.offices.${titleKey}`)}
        </Alert>
      )}
      <Loaded query={useCollegeDashboard()}>
        {(d) => (
          <>
            <FigureGrid>
              <FigureCard
                label={t('dashboards.college.students')}
                value={count(d.students)}
                to="#students-by-programme"
                testId="figure-students"
              />
              <FigureCard label={t('dashboards.college.faculty')} value={count(d.faculty)} to="#college-glance" testId="figure-faculty" />
              <FigureCard
                label={t('dashboards.college.admissions')}
                value={count(d.admissionsThisYear)}
                detail={t('dashboards.academicYear', { year: d.academicYear })}
                to="#students-by-programme"
                testId="figure-admissions-year"
              />
              <FigureCard
                label={t('dashboards.college.collections')}
                value={formatRupees(d.collectionsThisMonthPaise)}
                detail={t('dashboards.college.payments', { count: d.collectionsThisMonth })}
                to="#college-glance"
                testId="figure-collections-month"
              />
            </FigureGrid>
            <Section id="students-by-programme" title={t('dashboards.college.byProgramme')}>
              {d.studentsByProgramme.length === 0 ? (
                <Empty>{t('dashboards.college.noStudents')}</Empty>
              ) : (
                <BarChart
                  height={240}
                  xAxis={[{ scaleType: 'band', data: d.studentsByProgramme.map((p) => p.name) }]}
                  series={[
                    {
                      data: d.studentsByProgramme.map((p) => p.count),
                      label: t('dashboards.college.students'),
                      color: theme.palette.primary.main,
                    },
                  ]}
                  hideLegend
                  skipAnimation
                  margin={{ left: 8, right: 8 }}
                />
              )}
            </Section>
            <Section id="college-glance" title={t('dashboards.college.passRates')}>
              {d.passRates.length === 0 ? (
                <Empty>{t('dashboards.college.noResults')}</Empty>
              ) : (
                <Table size="small" aria-label={t('dashboards.college.passRates')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('dashboards.college.examTitle')}</TableCell>
                      <TableCell align="right">{t('dashboards.college.appeared')}</TableCell>
                      <TableCell align="right">{t('dashboards.college.pass')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {d.passRates.map((r) => (
                      <TableRow key={r.examTitle}>
                        <TableCell>{r.examTitle}</TableCell>
                        <TableCell align="right">{count(r.appeared)}</TableCell>
                        <TableCell align="right">{percentText(r.percentage)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Section>
            <Section title={t('dashboards.college.alumni')}>
              <FigureGrid>
                <FigureCard
                  label={t('dashboards.college.alumniRegistered')}
                  value={count(d.alumni.registered)}
                  to="#college-glance"
                  testId="figure-alumni"
                />
                <FigureCard
                  label={t('dashboards.college.alumniWorking')}
                  value={count(d.alumni.working)}
                  to="#college-glance"
                  testId="figure-alumni-working"
                />
                <FigureCard
                  label={t('dashboards.college.alumniStudying')}
                  value={count(d.alumni.studying)}
                  to="#college-glance"
                  testId="figure-alumni-studying"
                />
              </FigureGrid>
            </Section>
          </>
        )}
      </Loaded>
    </>
  );
}
