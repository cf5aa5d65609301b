import { Box, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useExaminationsDashboard } from '../api/get-examinations-dashboard';
import { count, Empty, Loaded, percentText, Section } from './dashboard-section';

const RESULTS = '/app/Examinations/Results';

/** Examinations: titles published and in draft, a title's pass percentage by branch, and its students with backlogs. */
export function ExaminationsFigures() {
  const { t } = useTranslation();
  const theme = useTheme();
  const [title, setTitle] = useState<string>();
  return (
    <Loaded query={useExaminationsDashboard(title)}>
      {(d) => {
        const appeared = d.passByBranch.reduce((n, b) => n + b.appeared, 0);
        const passed = d.passByBranch.reduce((n, b) => n + b.passed, 0);
        return (
          <>
            <FigureGrid>
              <FigureCard
                label={t('dashboards.examinations.published')}
                value={count(d.published)}
                to={RESULTS}
                testId="figure-published"
              />
              <FigureCard label={t('dashboards.examinations.draft')} value={count(d.draft)} to={RESULTS} testId="figure-draft" />
              <FigureCard
                label={t('dashboards.examinations.pass')}
                value={appeared ? percentText(Math.round((passed / appeared) * 1000) / 10) : '—'}
                detail={d.examTitle ?? t('dashboards.examinations.noTitle')}
                to="#pass-by-branch"
                testId="figure-pass"
              />
              <FigureCard label={t('dashboards.examinations.backlogs')} value={count(d.backlogs)} to="#backlogs" testId="figure-backlogs" />
            </FigureGrid>
            <Section id="pass-by-branch" title={t('dashboards.examinations.passByBranch')}>
              {d.titles.length > 0 && (
                <Box sx={{ mb: 2, maxWidth: 420 }}>
                  <TextField
                    select
                    fullWidth
                    size="small"
                    label={t('dashboards.examinations.examTitle')}
                    value={d.examTitle ?? ''}
                    onChange={(e) => setTitle(e.target.value)}
                  >
                    {d.titles.map((x) => (
                      <MenuItem key={x.title} value={x.title}>
                        {x.title} · {t(`dashboards.examinations.status.${x.status}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </Box>
              )}
              {d.passByBranch.length === 0 ? (
                <Empty>{t('dashboards.examinations.noResults')}</Empty>
              ) : (
                <BarChart
                  height={260}
                  xAxis={[{ scaleType: 'band', data: d.passByBranch.map((b) => b.branch) }]}
                  yAxis={[{ min: 0, max: 100 }]}
                  series={[
                    {
                      data: d.passByBranch.map((b) => b.percentage),
                      label: t('dashboards.examinations.pass'),
                      color: theme.palette.primary.main,
                      valueFormatter: (v) => (v === null ? '' : percentText(v)),
                    },
                  ]}
                  hideLegend
                  skipAnimation
                  margin={{ left: 8, right: 8 }}
                />
              )}
            </Section>
            <Section id="backlogs" title={t('dashboards.examinations.backlogStudents')}>
              {d.backlogStudents.length === 0 ? (
                <Empty>{t('dashboards.examinations.noBacklogs')}</Empty>
              ) : (
                <Table size="small" aria-label={t('dashboards.examinations.backlogStudents')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('dashboards.examinations.rollNo')}</TableCell>
                      <TableCell>{t('dashboards.examinations.name')}</TableCell>
                      <TableCell align="right">{t('dashboards.examinations.failed')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {d.backlogStudents.map((s) => (
                      <TableRow key={s.rollNo}>
                        <TableCell>{s.rollNo}</TableCell>
                        <TableCell>{s.studentName}</TableCell>
                        <TableCell align="right">{s.failCount}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Section>
          </>
        );
      }}
    </Loaded>
  );
}
