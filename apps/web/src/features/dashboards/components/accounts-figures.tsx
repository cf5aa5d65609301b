import { useTranslation } from 'react-i18next';
import type { AccountsDashboard } from '@campus/shared';
import { useFlagReason } from '../../../components/flag-reason';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useFormat } from '../../../lib/format';
import { useAccountsDashboard } from '../api/get-accounts-dashboard';
import { Empty, FigureTable, Loaded, Section } from './dashboard-section';
import { FigureBars } from '../../../components/figure-bars';
import { FeeTypeCountNote } from '../../../components/fee-type-count-note';

const REPORTS = '/app/Fees/Reports';
type FeeTypeRow = AccountsDashboard['byFeeType'][number];
type FlaggedOrder = AccountsDashboard['flaggedOrders'][number];

/** Fee staff: the last 30 days' collections by day and fee type, and the orders that need a look. */
export function AccountsFigures() {
  const { t } = useTranslation();
  const format = useFormat();
  const reason = useFlagReason();
  const count = (n: number) => format.number(n);
  const amount = { label: t('dashboards.accounts.amount'), align: 'right', nowrap: true } as const;
  return (
    <Loaded query={useAccountsDashboard()}>
      {(d) => (
        <>
          <FigureGrid>
            <FigureCard
              label={t('dashboards.accounts.collected')}
              value={format.money(d.totalPaise)}
              detail={t('dashboards.accounts.range', { from: format.day(d.from), to: format.day(d.to) })}
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
                labels={d.byDay.map((x) => format.dayMonth(x.day))}
                values={d.byDay.map((x) => x.amountPaise / 100)}
                series={t('dashboards.accounts.collected')}
                format={(v) => format.money(v * 100)}
                axis={{ format: format.moneyAxis }}
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
                  { ...amount, cell: (f) => format.money(f.amountPaise) },
                ]}
              />
            )}
            {d.byFeeType.length > 0 && <FeeTypeCountNote />}
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
                  { ...amount, cell: (o) => format.money(o.amountPaise) },
                  { label: t('dashboards.accounts.reason'), wide: true, cell: (o) => reason(o) ?? '' },
                ]}
              />
            )}
          </Section>
        </>
      )}
    </Loaded>
  );
}
