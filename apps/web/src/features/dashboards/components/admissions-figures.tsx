import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdmissionsDashboard } from '@campus/shared';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useFormat } from '../../../lib/format';
import { useAdmissionsDashboard } from '../api/get-admissions-dashboard';
import { Empty, FigureTable, Loaded, Section } from './dashboard-section';
import { FigureBars } from '../../../components/figure-bars';

const REGISTER = '/app/Admission/Admissions Register';
const SHORTCUTS = [
  ['fullForm', '/app/Admission/Admission Form'],
  ['simpleForm', '/app/Admission/Student Admission Form'],
  ['upload', '/app/Admission/Student Admission Form?upload=1'],
  ['register', REGISTER],
] as const;
type Admission = AdmissionsDashboard['recent'][number];

/** Admissions: today's and this academic year's, by programme and branch, and the latest ones. */
export function AdmissionsFigures() {
  const { t } = useTranslation();
  const format = useFormat();
  const count = (n: number) => format.number(n);
  return (
    <Loaded query={useAdmissionsDashboard()}>
      {(d) => (
        <>
          <FigureGrid>
            <FigureCard label={t('dashboards.admissions.today')} value={count(d.today)} to={REGISTER} testId="figure-admissions-today" />
            <FigureCard
              label={t('dashboards.admissions.thisYear')}
              value={count(d.thisYear)}
              detail={t('dashboards.academicYear', { year: d.academicYear })}
              to="#admissions-by-programme"
              testId="figure-admissions-year"
            />
          </FigureGrid>
          <Section title={t('dashboards.admissions.shortcuts')}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {SHORTCUTS.map(([key, to]) => (
                <Button key={key} variant="outlined" component={Link} to={to}>
                  {t(`dashboards.admissions.${key}`)}
                </Button>
              ))}
            </Box>
          </Section>
          <Section id="admissions-by-programme" title={t('dashboards.admissions.byProgramme', { year: d.academicYear })}>
            {d.byProgramme.length === 0 ? (
              <Empty>{t('dashboards.admissions.none')}</Empty>
            ) : (
              <FigureBars
                labels={d.byProgramme.map((p) => `${p.course} ${p.branch}`)}
                values={d.byProgramme.map((p) => p.count)}
                series={t('dashboards.admissions.admissions')}
              />
            )}
          </Section>
          <Section title={t('dashboards.admissions.recent')}>
            {d.recent.length === 0 ? (
              <Empty>{t('dashboards.admissions.none')}</Empty>
            ) : (
              <FigureTable<Admission>
                label={t('dashboards.admissions.recent')}
                rows={d.recent}
                rowKey={(a) => a.admissionNumber}
                columns={[
                  { label: t('dashboards.admissions.admissionNumber'), cell: (a) => a.admissionNumber },
                  {
                    label: t('dashboards.admissions.name'),
                    cell: (a) => (
                      <>
                        {a.fullName}
                        <br />
                        <small>{a.rollNumber}</small>
                      </>
                    ),
                  },
                  { label: t('dashboards.admissions.programme'), wide: true, cell: (a) => `${a.course} ${a.branch}` },
                ]}
              />
            )}
          </Section>
        </>
      )}
    </Loaded>
  );
}
