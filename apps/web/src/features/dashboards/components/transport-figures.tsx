import { Box, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PAPER_WARNING_DAYS, spacedRegistration, type PaperDue, type TransportFigures as TransportFiguresAnswer } from '@campus/shared';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { usePaperWords } from '../../../components/vehicle-papers';
import { useFormat } from '../../../lib/format';
import { useTransportFigures } from '../api/get-transport-figures';
import { Empty, FigureTable, Loaded, Section } from './dashboard-section';

const ROUTES = '/app/Transport/Routes';
const VEHICLES = '/app/Transport/Vehicles';
const PASSES = '/app/Transport/Bus Passes';
type RouteLoad = TransportFiguresAnswer['byRoute'][number];

/** A route's boarding list for its driver, as a PDF or a workbook. */
const boardingList = (routeId: number, format: 'pdf' | 'xlsx') => `/api/transport/routes/${routeId}/boarding-list?format=${format}`;

/** The fleet's page opened at one vehicle. */
const vehicleLink = (registrationNumber: string) => `${VEHICLES}?${new URLSearchParams({ q: registrationNumber })}`;

/** The transport office's day: its routes, stops, fleet and seats, the routes nobody runs, and the papers to renew, the soonest first. */
export function TransportFigures() {
  const { t } = useTranslation();
  const format = useFormat();
  const paper = usePaperWords();
  const count = (n: number) => format.number(n);
  const text = (key: string) => t(`dashboards.transport.${key}`);
  return (
    <Loaded query={useTransportFigures()}>
      {(d) => (
        <>
          <FigureGrid>
            <FigureCard label={text('routes')} value={count(d.routes)} to={ROUTES} testId="figure-routes" />
            <FigureCard label={text('stops')} value={count(d.stops)} to={ROUTES} testId="figure-stops" />
            <FigureCard label={text('vehicles')} value={count(d.vehicles)} to={VEHICLES} testId="figure-vehicles" />
            <FigureCard label={text('seats')} value={count(d.seats)} to={VEHICLES} testId="figure-seats" />
            <FigureCard
              label={text('withoutVehicle')}
              value={count(d.routesWithoutVehicle)}
              to={ROUTES}
              testId="figure-routes-without-vehicle"
            />
            <FigureCard label={text('papersDue')} value={count(d.papersDue.length)} to="#papers-due" testId="figure-papers-due" />
            <FigureCard label={text('riding')} value={count(d.passesAllotted)} to={`${PASSES}?status=allotted`} testId="figure-passes" />
            <FigureCard label={text('waiting')} value={count(d.passesWaiting)} to={`${PASSES}?status=waiting`} testId="figure-waiting" />
            <FigureCard label={text('passDues')} value={format.money(d.passDuesPaise)} to={PASSES} testId="figure-pass-dues" />
          </FigureGrid>
          <Section id="papers-due" title={text('papersDueTitle')}>
            {d.papersDue.length === 0 ? (
              <Empty>{t('dashboards.transport.allValid', { days: PAPER_WARNING_DAYS })}</Empty>
            ) : (
              <FigureTable<PaperDue>
                label={text('papersDueTitle')}
                rowKey={(p) => `${p.vehicleId}-${p.kind}`}
                rows={d.papersDue}
                columns={[
                  {
                    label: text('vehicle'),
                    nowrap: true,
                    cell: (p) => (
                      <Link component={RouterLink} to={vehicleLink(p.registrationNumber)} sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                        {spacedRegistration(p.registrationNumber)}
                      </Link>
                    ),
                  },
                  { label: text('paper'), cell: (p) => paper.name(p.kind) },
                  { label: text('until'), cell: (p) => format.day(p.until), nowrap: true, wide: true },
                  {
                    // Not right-aligned: on a phone "lapsed 11 days ago" wraps rather than widen the page.
                    label: text('daysLeft'),
                    cell: (p) => (
                      <Box
                        component="span"
                        data-state={p.state}
                        sx={{ color: p.state === 'lapsed' ? 'error.main' : 'warning.dark', fontWeight: 600 }}
                      >
                        {paper.daysLeft(p)}
                      </Box>
                    ),
                  },
                ]}
              />
            )}
          </Section>
          <Section id="route-loads" title={text('loadsTitle')}>
            <FigureTable<RouteLoad>
              label={text('loadsTitle')}
              rowKey={(r) => String(r.routeId)}
              rows={d.byRoute}
              columns={[
                { label: text('route'), cell: (r) => `${r.code} · ${r.name}` },
                {
                  label: text('vehicle'),
                  nowrap: true,
                  wide: true,
                  cell: (r) => (r.registrationNumber ? spacedRegistration(r.registrationNumber) : '—'),
                },
                { label: text('seatsCol'), align: 'right', wide: true, cell: (r) => count(r.seats) },
                { label: text('ridingCol'), align: 'right', wide: true, cell: (r) => count(r.riding) },
                { label: text('waitingCol'), align: 'right', wide: true, cell: (r) => count(r.waiting) },
                {
                  label: text('seatsFree'),
                  align: 'right',
                  cell: (r) => (
                    <Box component="span" sx={{ color: r.seatsFree === 0 ? 'warning.dark' : undefined, fontWeight: 600 }}>
                      {count(r.seatsFree)}
                    </Box>
                  ),
                },
                {
                  label: text('byStop'),
                  wide: true,
                  cell: (r) =>
                    d.byStop
                      .filter((s) => s.routeId === r.routeId && s.riding > 0)
                      .map((s) => `${s.name} ${count(s.riding)}`)
                      .join(' · ') || '—',
                },
                {
                  label: text('boardingList'),
                  nowrap: true,
                  cell: (r) => (
                    <>
                      <Link
                        href={boardingList(r.routeId, 'pdf')}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={t('dashboards.transport.boardingPdf', { code: r.code })}
                      >
                        PDF
                      </Link>
                      {' · '}
                      <Link href={boardingList(r.routeId, 'xlsx')} aria-label={t('dashboards.transport.boardingXlsx', { code: r.code })}>
                        Excel
                      </Link>
                    </>
                  ),
                },
              ]}
            />
          </Section>
        </>
      )}
    </Loaded>
  );
}
