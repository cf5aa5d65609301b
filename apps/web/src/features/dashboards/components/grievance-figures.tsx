import { Button, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { GrievanceRow } from '@campus/shared';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useFormat } from '../../../lib/format';
import { useGrievanceFigures, useOverdueGrievances } from '../api/get-grievance-figures';
import { Empty, FigureTable, Loaded, Section } from './dashboard-section';

const REGISTER = '/app/Grievances/Register';
const REPORTS = '/app/Grievances/Reports';
export const OVERDUE_GRIEVANCES = `${REGISTER}?overdue=true`;

/** The grievances past their due day: each leading to its page, with what it is about and with whom it lies. */
function OverdueList() {
  const { t } = useTranslation();
  const f = useFormat();
  const text = (key: string) => t(`dashboards.grievances.${key}`);
  return (
    <Section id="grievances-overdue" title={text('overdueList')}>
      <Loaded query={useOverdueGrievances()}>
        {(page) =>
          page.rows.length === 0 ? (
            <Empty>{text('noOverdue')}</Empty>
          ) : (
            <>
              <FigureTable<GrievanceRow>
                label={text('overdueList')}
                rows={page.rows}
                rowKey={(g) => String(g.id)}
                columns={[
                  {
                    label: text('number'),
                    nowrap: true,
                    cell: (g) => (
                      <Link component={RouterLink} to={`/app/Grievance/${g.id}`} sx={{ fontWeight: 600 }}>
                        {g.number}
                      </Link>
                    ),
                  },
                  { label: text('subject'), cell: (g) => g.subject },
                  { label: text('category'), wide: true, cell: (g) => t(`dashboards.grievances.categories.${g.category}`) },
                  { label: text('due'), nowrap: true, cell: (g) => f.day(g.dueOn) },
                  { label: text('with'), wide: true, cell: (g) => g.assignedTo ?? text('notAssigned') },
                ]}
              />
              {page.total > page.rows.length && (
                <Button component={RouterLink} to={OVERDUE_GRIEVANCES} size="small" sx={{ mt: 1 }}>
                  {t('dashboards.grievances.allOverdue', { count: page.total })}
                </Button>
              )}
            </>
          )
        }
      </Loaded>
    </Section>
  );
}

/**
 * The grievance cell's day: the grievances received this academic year, those pending and overdue,
 * and those disposed within 15 working days; then the overdue ones to chase.
 */
export function GrievanceFigures() {
  const { t } = useTranslation();
  const format = useFormat();
  const count = (n: number) => format.number(n);
  const text = (key: string) => t(`dashboards.grievances.${key}`);
  return (
    <>
      <Loaded query={useGrievanceFigures()}>
        {(d) => (
          <FigureGrid>
            <FigureCard
              label={text('received')}
              value={count(d.totals.received)}
              detail={t('dashboards.academicYear', { year: d.year })}
              to={REPORTS}
              testId="figure-grievances-received"
            />
            <FigureCard label={text('pending')} value={count(d.totals.pending)} to={REGISTER} testId="figure-grievances-pending" />
            <FigureCard
              label={text('overdue')}
              value={count(d.totals.overdue)}
              to={OVERDUE_GRIEVANCES}
              testId="figure-grievances-overdue"
            />
            <FigureCard
              label={text('disposedInTime')}
              value={count(d.totals.disposedInTime)}
              detail={t('dashboards.grievances.ofDisposed', { count: d.totals.disposed })}
              to={REPORTS}
              testId="figure-grievances-in-time"
            />
          </FigureGrid>
        )}
      </Loaded>
      <OverdueList />
    </>
  );
}
