import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupees } from '@campus/shared/money';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useStudentDashboard } from '../api/get-student-dashboard';
import { count, Empty, Loaded, Section } from './dashboard-section';

const PAY_FEES = '/app/Fees/Pay Fees';
const receiptUrl = (receiptNo: string) => `/api/payments/receipts/${encodeURIComponent(receiptNo)}`;

/** A student's own results, dues and receipts; a parent sees their ward's. */
export function StudentFigures() {
  const { t } = useTranslation();
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
                value={latest ? latest.sgpa.toFixed(2) : '—'}
                detail={latest?.examTitle ?? t('dashboards.student.noResults')}
                to="#results"
                testId="figure-sgpa"
              />
              <FigureCard
                label={t('dashboards.student.dues')}
                value={formatRupees(d.duesPaise)}
                detail={t('dashboards.student.duesCount', { count: d.dues })}
                to={PAY_FEES}
                testId="figure-dues"
              />
              <FigureCard
                label={t('dashboards.student.receipts')}
                value={count(d.receipts.length)}
                to="#receipts"
                testId="figure-receipts"
              />
            </FigureGrid>
            {d.duesPaise > 0 && (
              <Button variant="contained" component={Link} to={PAY_FEES} sx={{ justifySelf: 'start' }}>
                {t('dashboards.student.payFees')}
              </Button>
            )}
            <Section id="results" title={t('dashboards.student.results')}>
              {d.results.length === 0 ? (
                <Empty>{t('dashboards.student.noResults')}</Empty>
              ) : (
                <Table size="small" aria-label={t('dashboards.student.results')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('dashboards.student.examTitle')}</TableCell>
                      <TableCell align="right">{t('dashboards.student.sgpa')}</TableCell>
                      <TableCell align="right">{t('dashboards.student.failed')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {d.results.map((r) => (
                      <TableRow key={r.examTitle}>
                        <TableCell>
                          <Link to={`/results/${encodeURIComponent(r.examTitle)}`}>{r.examTitle}</Link>
                        </TableCell>
                        <TableCell align="right">{r.sgpa.toFixed(2)}</TableCell>
                        <TableCell align="right">{r.failCount}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Section>
            <Section id="receipts" title={t('dashboards.student.receipts')}>
              {d.receipts.length === 0 ? (
                <Empty>{t('dashboards.student.noReceipts')}</Empty>
              ) : (
                <Table size="small" aria-label={t('dashboards.student.receipts')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('dashboards.student.receipt')}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('dashboards.student.date')}</TableCell>
                      <TableCell align="right">{t('dashboards.student.amount')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {d.receipts.map((r) => (
                      <TableRow key={r.receiptNo}>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>
                          <a href={receiptUrl(r.receiptNo)} target="_blank" rel="noreferrer">
                            {r.receiptNo}
                          </a>
                        </TableCell>
                        <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{r.date}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatRupees(r.amountPaise)}
                        </TableCell>
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
