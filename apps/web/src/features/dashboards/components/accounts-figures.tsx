import { useTranslation } from 'react-i18next';
import { COLLECTION_MODES, type AccountsDashboard, type CollectionMode, type ModeFigure } from '@campus/shared';
import { useFlagReason } from '../../../components/flag-reason';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useFormat } from '../../../lib/format';
import { useAccountsDashboard } from '../api/get-accounts-dashboard';
import { Empty, FigureTable, Loaded, Section } from './dashboard-section';
import { FigureBars } from '../../../components/figure-bars';
import { FeeTypeCountNote } from '../../../components/fee-type-count-note';
import { useModeNames } from '../../../components/collection-mode';

const REPORTS = '/app/Fees/Reports';
type FeeTypeRow = AccountsDashboard['byFeeType'][number];
type FlaggedOrder = AccountsDashboard['flaggedOrders'][number];
type OpenDay = AccountsDashboard['openCounterDayList'][number];
type ModeRow = { mode: CollectionMode; today?: ModeFigure; month?: ModeFigure };

/** One row per mode collected this month (today's are in it), in the order of COLLECTION_MODES. */
function modeRows(d: AccountsDashboard): ModeRow[] {
  const today = new Map(d.today.byMode.map((m) => [m.mode, m]));
  const month = new Map(d.thisMonth.byMode.map((m) => [m.mode, m]));
  return COLLECTION_MODES.filter((m) => today.has(m) || month.has(m)).map((mode) => ({
    mode,
    today: today.get(mode),
    month: month.get(mode),
  }));
}

/**
 * Fee staff: today's and this month's collections by mode, the cheques and drafts at the bank, the
 * counter days left open, the last 30 days' collections by day and fee type, and the orders that need a look.
 */
export function AccountsFigures() {
  const { t } = useTranslation();
  const format = useFormat();
  const reason = useFlagReason();
  const names = useModeNames();
  /** A mode's amount, and under it how many payments. */
  const figure = (m?: ModeFigure) =>
    m ? (
      <>
        {format.money(m.amountPaise)}
        <br />
        <small>{t('dashboards.accounts.payments_count', { count: m.count })}</small>
      </>
    ) : (
      '—'
    );
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
            <FigureCard
              label={t('dashboards.accounts.today')}
              value={format.money(d.today.totalPaise)}
              detail={t('dashboards.accounts.payments_count', { count: d.today.count })}
              to="#by-mode"
              testId="figure-today"
            />
            <FigureCard
              label={t('dashboards.accounts.thisMonth')}
              value={format.money(d.thisMonth.totalPaise)}
              detail={t('dashboards.accounts.payments_count', { count: d.thisMonth.count })}
              to="#by-mode"
              testId="figure-month"
            />
            <FigureCard
              label={t('dashboards.accounts.awaitingBank')}
              value={format.money(d.awaitingBank.amountPaise)}
              detail={t('dashboards.accounts.instruments', { count: d.awaitingBank.count })}
              to={REPORTS}
              testId="figure-awaiting-bank"
            />
            <FigureCard
              label={t('dashboards.accounts.openDays')}
              value={count(d.openCounterDays)}
              detail={t('dashboards.accounts.openDaysDetail')}
              to="#open-counter-days"
              testId="figure-open-counter-days"
            />
          </FigureGrid>
          <Section id="by-mode" title={t('dashboards.accounts.byMode')}>
            {d.thisMonth.count === 0 ? (
              <Empty>{t('dashboards.accounts.noneThisMonth')}</Empty>
            ) : (
              <FigureTable<ModeRow>
                label={t('dashboards.accounts.byMode')}
                rows={modeRows(d)}
                rowKey={(m) => m.mode}
                columns={[
                  { label: t('dashboards.accounts.mode'), cell: (m) => names.mode(m.mode) },
                  { ...amount, label: t('dashboards.accounts.todayColumn'), cell: (m) => figure(m.today) },
                  { ...amount, label: t('dashboards.accounts.monthColumn'), cell: (m) => figure(m.month) },
                ]}
              />
            )}
          </Section>
          <Section id="open-counter-days" title={t('dashboards.accounts.openDayList')}>
            {d.openCounterDays === 0 ? (
              <Empty>{t('dashboards.accounts.noOpenDays')}</Empty>
            ) : (
              <>
                <FigureTable<OpenDay>
                  label={t('dashboards.accounts.openDayList')}
                  rows={d.openCounterDayList}
                  rowKey={(o) => `${o.date} ${o.clerk}`}
                  columns={[
                    { label: t('dashboards.accounts.date'), nowrap: true, cell: (o) => format.day(o.date) },
                    { label: t('dashboards.accounts.clerk'), cell: (o) => o.clerk },
                    { label: t('dashboards.accounts.receipts'), align: 'right', cell: (o) => count(o.receipts) },
                    { ...amount, cell: (o) => format.money(o.amountPaise) },
                  ]}
                />
                {d.openCounterDays > d.openCounterDayList.length && (
                  <Empty>{t('dashboards.accounts.moreOpenDays', { shown: d.openCounterDayList.length, count: d.openCounterDays })}</Empty>
                )}
              </>
            )}
          </Section>
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
