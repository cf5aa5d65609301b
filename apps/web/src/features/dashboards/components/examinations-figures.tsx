import { Box, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExaminationsDashboard } from '@campus/shared';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useFormat } from '../../../lib/format';
import { useExaminationsDashboard } from '../api/get-examinations-dashboard';
import { Empty, FigureTable, Loaded, Section } from './dashboard-section';
import { FigureBars } from '../../../components/figure-bars';

const RESULTS = '/app/Examinations/Results';
type Backlog = ExaminationsDashboard['backlogStudents'][number];

/** Examinations: titles published and in draft, a title's pass percentage by branch, and its students with backlogs. */
export function ExaminationsFigures() {
  const { t } = useTranslation();
  const format = useFormat();
  const count = (n: number) => format.number(n);
  const percentText = (p: number) => format.percent(p);
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
                <FigureBars
                  labels={d.passByBranch.map((b) => b.branch)}
                  values={d.passByBranch.map((b) => b.percentage)}
                  series={t('dashboards.examinations.pass')}
                  format={percentText}
                  axis={{ min: 0, max: 100 }}
                />
              )}
            </Section>
            <Section id="backlogs" title={t('dashboards.examinations.backlogStudents')}>
              {d.backlogStudents.length === 0 ? (
                <Empty>{t('dashboards.examinations.noBacklogs')}</Empty>
              ) : (
                <FigureTable<Backlog>
                  label={t('dashboards.examinations.backlogStudents')}
                  rows={d.backlogStudents}
                  rowKey={(s) => s.rollNo}
                  columns={[
                    { label: t('dashboards.examinations.rollNo'), cell: (s) => s.rollNo },
                    { label: t('dashboards.examinations.name'), cell: (s) => s.studentName },
                    { label: t('dashboards.examinations.failed'), align: 'right', cell: (s) => count(s.failCount) },
                  ]}
                />
              )}
            </Section>
          </>
        );
      }}
    </Loaded>
  );
}
