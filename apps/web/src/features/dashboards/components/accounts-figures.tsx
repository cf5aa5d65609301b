import { Table, TableBody, TableCell, TableHead, TableRow, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@campus/shared/money';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useAccountsDashboard } from '../api/get-accounts-dashboard';
import { count, Empty, Loaded, Section } from './dashboard-section';

const REPORTS = '/app/Fees/Reports';
/** Rupees on the chart's axis as Indian readers write them short: 50K, 1L. */
const COMPACT = new Intl.NumberFormat('en-IN', { notation: 'compact' });

/** Fee staff: the last 30 days' collections by day and fee type, and the orders that need a look. */
export function AccountsFigures() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Loaded query={useAccountsDashboard()}>
      {(d) => (
        <>
          <FigureGrid>
            <FigureCard
              label={t('dashboards.accounts.collected')}
              value={formatRupees(d.totalPaise)}
              detail={t('dashboards.accounts.range', { from: d.from, to: d.to })}
              to={REPORTS}
              testId="figure-collected"
            />
            <FigureCard label={t('dashboards.accounts.payments')} value={count(d.collections)} to={REPORTS} testId="figure-payments" />
            <FigureCard label={t('dashboards.accounts.pending')} value={count(d.pending)} to={REPORTS} testId="figure-pending-orders" />
            <FigureCard label={t('dashboards.accounts.flagged')} value={count(d.flagged)} to="#flagged" testId="figure-flagged" />
          </FigureGrid>
          <Section title={t('dashboards.accounts.byDay')}>
            {d.collections === 0 ? (
              <Empty>{t('dashboards.accounts.none')}</Empty>
            ) : (
              <BarChart
                height={240}
                xAxis={[{ scaleType: 'band', data: d.byDay.map((x) => x.day.slice(5)) }]}
                yAxis={[{ width: 56, valueFormatter: (v: number) => `₹${COMPACT.format(v)}` }]}
                series={[
                  {
                    data: d.byDay.map((x) => x.amountPaise / 100),
                    label: t('dashboards.accounts.collected'),
                    color: theme.palette.primary.main,
                    valueFormatter: (v) => (v === null ? '' : formatRupees(v * 100)),
                  },
                ]}
                hideLegend
                skipAnimation
                margin={{ left: 8, right: 8 }}
              />
            )}
          </Section>
          <Section title={t('dashboards.accounts.byFeeType')}>
            {d.byFeeType.length === 0 ? (
              <Empty>{t('dashboards.accounts.none')}</Empty>
            ) : (
              <Table size="small" aria-label={t('dashboards.accounts.byFeeType')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('dashboards.accounts.feeType')}</TableCell>
                    <TableCell align="right">{t('dashboards.accounts.payments')}</TableCell>
                    <TableCell align="right">{t('dashboards.accounts.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.byFeeType.map((f) => (
                    <TableRow key={f.feeType}>
                      <TableCell>{f.name}</TableCell>
                      <TableCell align="right">{count(f.count)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatRupees(f.amountPaise)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Section>
          <Section id="flagged" title={t('dashboards.accounts.flaggedOrders')}>
            {d.flaggedOrders.length === 0 ? (
              <Empty>{t('dashboards.accounts.noFlagged')}</Empty>
            ) : (
              <Table size="small" aria-label={t('dashboards.accounts.flaggedOrders')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('dashboards.accounts.order')}</TableCell>
                    <TableCell align="right">{t('dashboards.accounts.amount')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('dashboards.accounts.reason')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.flaggedOrders.map((o) => (
                    <TableRow key={o.orderId}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {o.orderId}
                        <br />
                        <small>{o.rollNumber}</small>
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatRupees(o.amountPaise)}
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{o.flagReason ?? ''}</TableCell>
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
