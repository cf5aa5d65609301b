import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { can, type CollegeDashboard } from '@campus/shared';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCollegeDashboard } from '../api/get-college-dashboard';
import { useOverdueGrievances } from '../api/get-grievance-figures';
import { OVERDUE_GRIEVANCES } from './grievance-figures';
import { Empty, FigureTable, Loaded, Section } from './dashboard-section';
import { PlacedThisYear } from './placement-figures';
import { AcademicDaySection } from './academic-day';
import { FigureBars } from '../../../components/figure-bars';

type PassRate = CollegeDashboard['passRates'][number];

/** The offices whose own work this release does not hold yet: their page says so plainly. */
const OFFICES = new Set(['iqac']);

/** The admissions register, newest first: the students behind the figures, and this year's admissions at its top. */
const REGISTER = '/app/Admission/Admissions Register';

/** The principal's card of the grievances past their due day, leading to them in the register. */
function OverdueGrievances() {
  const { t } = useTranslation();
  const format = useFormat();
  const overdue = useOverdueGrievances();
  if (!overdue.data) return null;
  return (
    <FigureCard
      label={t('dashboards.grievances.principalOverdue')}
      value={format.number(overdue.data.overdue)}
      to={OVERDUE_GRIEVANCES}
      testId="figure-grievances-overdue"
    />
  );
}

/**
 * The college at a glance, for its leadership and (with a plain note of what is missing, and without the
 * college's money) its offices; for the academics office, the academic day first.
 */
export function CollegeFigures({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const count = (n: number) => format.number(n);
  // Whoever may read the register finds the students there; the others see them by programme below.
  const roles = useSession()?.roles;
  const students = can(roles, 'admissions.read') ? REGISTER : '#students-by-programme';
  const grievances = titleKey === 'principal' && can(roles, 'grievances.figures');
  const placements = titleKey === 'principal' && can(roles, 'placements.read');
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
            {d.academicDay && <AcademicDaySection day={d.academicDay} />}
            <FigureGrid>
              <FigureCard label={t('dashboards.college.students')} value={count(d.students)} to={students} testId="figure-students" />
              <FigureCard label={t('dashboards.college.faculty')} value={count(d.faculty)} to="#college-glance" testId="figure-faculty" />
              <FigureCard
                label={t('dashboards.college.admissions')}
                value={count(d.admissionsThisYear)}
                detail={t('dashboards.academicYear', { year: d.academicYear })}
                to={students}
                testId="figure-admissions-year"
              />
              {d.collectionsThisMonthPaise !== undefined && (
                <FigureCard
                  label={t('dashboards.college.collections')}
                  value={format.money(d.collectionsThisMonthPaise)}
                  detail={[
                    t('dashboards.college.payments', { count: d.collectionsThisMonth ?? 0 }),
                    ...(d.collectionsThisMonthCounterPaise
                      ? [
                          t('dashboards.college.split', {
                            online: format.money(d.collectionsThisMonthOnlinePaise ?? 0),
                            counter: format.money(d.collectionsThisMonthCounterPaise),
                          }),
                        ]
                      : []),
                  ].join(' · ')}
                  to="#college-glance"
                  testId="figure-collections-month"
                />
              )}
              {grievances && <OverdueGrievances />}
              {placements && <PlacedThisYear />}
            </FigureGrid>
            <Section id="students-by-programme" title={t('dashboards.college.byProgramme')}>
              {d.studentsByProgramme.length === 0 ? (
                <Empty>{t('dashboards.college.noStudents')}</Empty>
              ) : (
                <FigureBars
                  labels={d.studentsByProgramme.map((p) => p.name)}
                  values={d.studentsByProgramme.map((p) => p.count)}
                  series={t('dashboards.college.students')}
                />
              )}
            </Section>
            <Section id="college-glance" title={t('dashboards.college.passRates')}>
              {d.passRates.length === 0 ? (
                <Empty>{t('dashboards.college.noResults')}</Empty>
              ) : (
                <FigureTable<PassRate>
                  label={t('dashboards.college.passRates')}
                  rows={d.passRates}
                  rowKey={(r) => r.examTitle}
                  columns={[
                    { label: t('dashboards.college.examTitle'), cell: (r) => r.examTitle },
                    { label: t('dashboards.college.appeared'), align: 'right', cell: (r) => count(r.appeared) },
                    { label: t('dashboards.college.pass'), align: 'right', cell: (r) => format.percent(r.percentage) },
                  ]}
                />
              )}
            </Section>
            <Section title={t('dashboards.college.alumni')}>
              <FigureGrid>
                <FigureCard
                  label={t('dashboards.college.alumniRecorded')}
                  value={count(d.alumni.recorded)}
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
                <FigureCard
                  label={t('dashboards.college.alumniRegistered')}
                  value={count(d.alumni.registered)}
                  to="#college-glance"
                  testId="figure-alumni-registered"
                />
              </FigureGrid>
            </Section>
          </>
        )}
      </Loaded>
    </>
  );
}
