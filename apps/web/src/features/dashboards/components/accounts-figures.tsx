import { useTranslation } from 'react-i18next';
import type { AccountsDashboard } from '@campus/shared';
import { formatRupees } from '@campus/shared/money';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useAccountsDashboard } from '../api/get-accounts-dashboard';
import { count, Empty, FigureTable, Loaded, Section } from './dashboard-section';
import { FigureBars } from '../../../components/figure-bars';

const REPORTS = '/app/Fees/Reports';
/** Rupees on the chart's axis as Indian readers write them short: 50K, 1L. */
const COMPACT = new Intl.NumberFormat('en-IN', { notation: 'compact' });
type FeeTypeRow = AccountsDashboard['byFeeType'][number];
type FlaggedOrder = AccountsDashboard['flaggedOrders'][number];

/** Fee staff: the last 30 days' collections by day and fee type, and the orders that need a look. */
export function AccountsFigures() {
  const { t } = useTranslation();
  const amount = { label: t('dashboards.accounts.amount'), align: 'right', nowrap: true } as const;
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
              <FigureBars
                labels={d.byDay.map((x) => x.day.slice(5))}
                values={d.byDay.map((x) => x.amountPaise / 100)}
                series={t('dashboards.accounts.collected')}
                format={(v) => formatRupees(v * 100)}
                axis={{ format: (v) => `₹${COMPACT.format(v)}` }}
              />
            )}
          </Section>
          <Section title={t('dashboards.accounts.byFeeType')}>
            {d.byFeeType.length === 0 ? (
              <Empty>{t('dashboards.accounts.none')}</Empty>
            ) : (
              <FigureTable<FeeTypeRow>
                label={t('dashboards.accounts.byFeeType')}
                rows={d.byFeeType}
                rowKey={(f) => f.feeType}
                columns={[
                  { label: t('dashboards.accounts.feeType'), cell: (f) => f.name },
                  { label: t('dashboards.accounts.payments'), align: 'right', cell: (f) => count(f.count) },
                  { ...amount, cell: (f) => formatRupees(f.amountPaise) },
                ]}
              />
            )}
          </Section>
          <Section id="flagged" title={t('dashboards.accounts.flaggedOrders')}>
            {d.flaggedOrders.length === 0 ? (
              <Empty>{t('dashboards.accounts.noFlagged')}</Empty>
            ) : (
              <FigureTable<FlaggedOrder>
                label={t('dashboards.accounts.flaggedOrders')}
                rows={d.flaggedOrders}
                rowKey={(o) => o.orderId}
                columns={[
                  {
                    label: t('dashboards.accounts.order'),
                    cell: (o) => (
                      <>
                        {o.orderId}
                        <br />
                        <small>{o.rollNumber}</small>
                      </>
                    ),
                  },
                  { ...amount, cell: (o) => formatRupees(o.amountPaise) },
                  { label: t('dashboards.accounts.reason'), wide: true, cell: (o) => o.flagReason ?? '' },
                ]}
              />
            )}
          </Section>
        </>
      )}
    </Loaded>
  );
}
