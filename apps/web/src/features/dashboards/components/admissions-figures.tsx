import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useAdmissionsDashboard } from '../api/get-admissions-dashboard';
import { count, Empty, Loaded, Section } from './dashboard-section';

const REGISTER = '/app/Admission/Admissions Register';
const SHORTCUTS = [
  ['fullForm', '/app/Admission/Admission Form'],
  ['simpleForm', '/app/Admission/Student Admission Form'],
  ['upload', '/app/Admission/Student Admission Form?upload=1'],
  ['register', REGISTER],
] as const;

/** Admissions: today's and this academic year's, by programme and branch, and the latest ones. */
export function AdmissionsFigures() {
  const { t } = useTranslation();
  const theme = useTheme();
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
              <BarChart
                height={260}
                xAxis={[{ scaleType: 'band', data: d.byProgramme.map((p) => `${p.course} ${p.branch}`) }]}
                series={[
                  {
                    data: d.byProgramme.map((p) => p.count),
                    label: t('dashboards.admissions.admissions'),
                    color: theme.palette.primary.main,
                  },
                ]}
                hideLegend
                skipAnimation
                margin={{ left: 8, right: 8 }}
              />
            )}
          </Section>
          <Section title={t('dashboards.admissions.recent')}>
            {d.recent.length === 0 ? (
              <Empty>{t('dashboards.admissions.none')}</Empty>
            ) : (
              <Table size="small" aria-label={t('dashboards.admissions.recent')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('dashboards.admissions.admissionNumber')}</TableCell>
                    <TableCell>{t('dashboards.admissions.name')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('dashboards.admissions.programme')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.recent.map((a) => (
                    <TableRow key={a.admissionNumber}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{a.admissionNumber}</TableCell>
                      <TableCell>
                        {a.fullName}
                        <br />
                        <small>{a.rollNumber}</small>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {a.course} {a.branch}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Section>
        </>
      )}
    </Loaded>
  );
}
