import { useTranslation } from 'react-i18next';
import type { LibraryDashboard } from '@campus/shared';
import { FigureBars } from '../../../components/figure-bars';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useFormat } from '../../../lib/format';
import { useLibraryDashboard } from '../api/get-library-dashboard';
import { Empty, FigureTable, Loaded, Section } from './dashboard-section';

const DESK = '/app/Library/Circulation';
const CATALOGUE = '/app/Library/Catalogue';
const HOLDS = '/app/Library/Holds';
type Overdue = LibraryDashboard['overdueCopies'][number];

/** The library's day: issues and returns, copies out and overdue, the oldest overdue, this month's charges, the fortnight. */
export function LibraryFigures() {
  const { t } = useTranslation();
  const format = useFormat();
  const count = (n: number) => format.number(n);
  const text = (key: string) => t(`dashboards.library.${key}`);
  return (
    <Loaded query={useLibraryDashboard()}>
      {(d) => (
        <>
          <FigureGrid>
            <FigureCard label={text('issuedToday')} value={count(d.issuedToday)} to={DESK} testId="figure-issued-today" />
            <FigureCard label={text('returnedToday')} value={count(d.returnedToday)} to={DESK} testId="figure-returned-today" />
            <FigureCard
              label={text('onLoan')}
              value={count(d.onLoan)}
              detail={t('dashboards.library.ofCopies', { copies: count(d.copies), titles: count(d.titles) })}
              to={CATALOGUE}
              testId="figure-on-loan"
            />
            <FigureCard label={text('overdue')} value={count(d.overdue)} to="#overdue-copies" testId="figure-overdue" />
            <FigureCard
              label={text('charged')}
              value={format.money(d.chargedThisMonthPaise)}
              detail={t('dashboards.library.unpaid', { amount: format.money(d.unpaidPaise) })}
              to={DESK}
              testId="figure-charged-month"
            />
            <FigureCard
              label={text('collected')}
              value={format.money(d.collectedThisMonthPaise)}
              detail={text('collectedHow')}
              to={DESK}
              testId="figure-collected-month"
            />
            <FigureCard
              label={text('holdsWaiting')}
              value={count(d.holdsWaiting)}
              to={`${HOLDS}?status=waiting`}
              testId="figure-holds-waiting"
            />
            <FigureCard
              label={text('onHoldShelf')}
              value={count(d.onHoldShelf)}
              to={`${HOLDS}?status=ready`}
              testId="figure-on-hold-shelf"
            />
          </FigureGrid>
          <Section id="overdue-copies" title={text('overdueCopies')}>
            {d.overdueCopies.length === 0 ? (
              <Empty>{text('noOverdue')}</Empty>
            ) : (
              <FigureTable<Overdue>
                label={text('overdueCopies')}
                rowKey={(r) => r.accessionNumber}
                rows={d.overdueCopies}
                columns={[
                  {
                    label: text('copy'),
                    cell: (r) => (
                      <>
                        {r.accessionNumber}
                        <br />
                        {r.title}
                      </>
                    ),
                  },
                  {
                    label: text('member'),
                    cell: (r) => (
                      <>
                        {r.member}
                        <br />
                        {r.memberNumber}
                      </>
                    ),
                  },
                  { label: text('due'), cell: (r) => format.day(r.dueOn), nowrap: true, wide: true },
                  { label: text('daysOverdue'), cell: (r) => count(r.daysOverdue), align: 'right' },
                ]}
              />
            )}
          </Section>
          <Section id="library-fortnight" title={text('fortnight')}>
            <FigureBars labels={d.byDay.map((x) => format.dayMonth(x.day))} values={d.byDay.map((x) => x.issued)} series={text('issued')} />
          </Section>
        </>
      )}
    </Loaded>
  );
}
