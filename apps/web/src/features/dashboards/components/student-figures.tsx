import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useFormat } from '../../../lib/format';
import { useStudentDashboard } from '../api/get-student-dashboard';
import { can, type StudentDashboard } from '@campus/shared';
import { useSession } from '../../../lib/session';
import { Empty, FigureTable, Loaded, Section } from './dashboard-section';
import { MyBusPass } from './my-bus-pass';
import { MyHostel } from './my-hostel';
import { MyGrievances } from './my-grievances';
import { MyLibrary } from './my-library';
import { MyAttendanceCard, MyMarksCard } from './my-studies';
import { EligibleDrives } from './placement-figures';

const PAY_FEES = '/app/Fees/Pay Fees';
type Result = StudentDashboard['results'][number];
type Receipt = StudentDashboard['receipts'][number];
const receiptUrl = (receiptNo: string) => `/api/payments/receipts/${encodeURIComponent(receiptNo)}`;

/** A student's own results, dues, receipts, attendance and internal marks; a parent sees their ward's. */
export function StudentFigures() {
  const { t } = useTranslation();
  const format = useFormat();
  // A student borrows from the library; a parent sees the ward's fees and results only.
  const roles = useSession()?.roles;
  const borrower = can(roles, 'library.own');
  const rider = can(roles, 'transport.pass.own');
  const resident = can(roles, 'hostel.apply.own');
  const filer = can(roles, 'grievances.file');
  const placeable = can(roles, 'placements.own');
  const attends = can(roles, 'attendance.own');
  const marked = can(roles, 'marks.own');
  return (
    <Loaded query={useStudentDashboard()}>
      {(d) => {
        const latest = d.results[0];
        return (
          <>
            <FigureGrid>
              <FigureCard
                label={t('dashboards.student.student')}
                value={d.student.rollNumber}
                detail={`${d.student.fullName} · ${d.student.course} ${d.student.branch}`}
                to="#results"
                testId="figure-roll-number"
              />
              <FigureCard
                label={t('dashboards.student.sgpa')}
                value={latest ? format.number(latest.sgpa, 2) : '—'}
                detail={latest?.examTitle ?? t('dashboards.student.noResults')}
                to="#results"
                testId="figure-sgpa"
              />
              <FigureCard
                label={t('dashboards.student.dues')}
                value={format.money(d.duesPaise)}
                detail={t('dashboards.student.duesCount', { count: d.dues })}
                to={PAY_FEES}
                testId="figure-dues"
              />
              <FigureCard
                label={t('dashboards.student.receipts')}
                value={format.number(d.receipts.length)}
                to="#receipts"
                testId="figure-receipts"
              />
              {placeable && <EligibleDrives />}
            </FigureGrid>
            {d.duesPaise > 0 && (
              <Button variant="contained" component={Link} to={PAY_FEES} sx={{ justifySelf: 'start' }}>
                {t('dashboards.student.payFees')}
              </Button>
            )}
            {(attends || marked) && (
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
                {attends && <MyAttendanceCard />}
                {marked && <MyMarksCard />}
              </Box>
            )}
            <Section id="results" title={t('dashboards.student.results')}>
              {d.results.length === 0 ? (
                <Empty>{t('dashboards.student.noResults')}</Empty>
              ) : (
                <FigureTable<Result>
                  label={t('dashboards.student.results')}
                  rows={d.results}
                  rowKey={(r) => r.examTitle}
                  columns={[
                    {
                      label: t('dashboards.student.examTitle'),
                      cell: (r) => (
                        <Link to={`/results/${encodeURIComponent(r.examTitle)}?rollNo=${encodeURIComponent(d.student.rollNumber)}`}>
                          {r.examTitle}
                        </Link>
                      ),
                    },
                    { label: t('dashboards.student.sgpa'), align: 'right', cell: (r) => format.number(r.sgpa, 2) },
                    { label: t('dashboards.student.failed'), align: 'right', cell: (r) => format.number(r.failCount) },
                  ]}
                />
              )}
            </Section>
            <Section id="receipts" title={t('dashboards.student.receipts')}>
              {d.receipts.length === 0 ? (
                <Empty>{t('dashboards.student.noReceipts')}</Empty>
              ) : (
                <FigureTable<Receipt>
                  label={t('dashboards.student.receipts')}
                  rows={d.receipts}
                  rowKey={(r) => r.receiptNo}
                  columns={[
                    {
                      label: t('dashboards.student.receipt'),
                      cell: (r) => (
                        <a href={receiptUrl(r.receiptNo)} target="_blank" rel="noreferrer">
                          {r.receiptNo}
                        </a>
                      ),
                    },
                    { label: t('dashboards.student.date'), wide: true, cell: (r) => format.day(r.date) },
                    { label: t('dashboards.student.amount'), align: 'right', nowrap: true, cell: (r) => format.money(r.amountPaise) },
                  ]}
                />
              )}
            </Section>
            {rider && <MyBusPass />}
            {resident && <MyHostel />}
            {borrower && <MyLibrary />}
            {filer && <MyGrievances />}
          </>
        );
      }}
    </Loaded>
  );
}
