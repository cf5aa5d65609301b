import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { collegeToday, type HostelFigures as Figures } from '@campus/shared';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useFormat } from '../../../lib/format';
import { useHostelFigures } from '../api/get-hostel-figures';
import { Empty, FigureTable, Loaded, Section } from './dashboard-section';

const ROOMS = '/app/Hostel/Rooms';
const ROOM_TYPES = '/app/Hostel/Room Types';
const APPLICATIONS = '/app/Hostel/Applications';
const LEAVE = '/app/Hostel/Leave';
const COMPLAINTS = '/app/Hostel/Complaints';
const VISITORS = '/app/Hostel/Visitors';

type ByBlock = Figures['byBlock'][number];
type ByRoomType = Figures['byRoomType'][number];

/** The rooms' page opened at one block. */
const blockLink = (id: number) => `${ROOMS}?${new URLSearchParams({ blockId: String(id) })}`;

/**
 * The hostel office's day: its blocks, rooms and beds, the beds blocked, available and occupied,
 * the applications waiting, the occupancy by block and room type, and the intake capacity by gender;
 * the day's life: leave waiting for the warden, residents away today, complaints open, visitors in.
 */
export function HostelFigures() {
  const { t } = useTranslation();
  const format = useFormat();
  const count = (n: number) => format.number(n);
  const text = (key: string) => t(`dashboards.hostel.${key}`);
  const counts = {
    rooms: { label: text('rooms'), align: 'right' as const },
    beds: { label: text('beds'), align: 'right' as const },
    blocked: { label: text('bedsBlocked'), align: 'right' as const, wide: true },
    available: { label: text('bedsAvailable'), align: 'right' as const, wide: true },
    occupied: { label: text('occupied'), align: 'right' as const },
    occupancy: { label: text('occupancy'), align: 'right' as const },
  };
  /** Beds occupied of those not blocked, in whole per cent. */
  const occupancy = (row: { beds: number; bedsBlocked: number; bedsOccupied: number }) => {
    const open = row.beds - row.bedsBlocked;
    return t('dashboards.hostel.occupancyValue', { percent: open > 0 ? Math.round((row.bedsOccupied * 100) / open) : 0 });
  };
  return (
    <Loaded query={useHostelFigures()}>
      {(d) => (
        <>
          <FigureGrid>
            <FigureCard label={text('blocks')} value={count(d.blocks)} to="#beds-by-block" testId="figure-blocks" />
            <FigureCard label={text('rooms')} value={count(d.rooms)} to={ROOMS} testId="figure-rooms" />
            <FigureCard label={text('beds')} value={count(d.beds)} to={ROOMS} testId="figure-beds" />
            <FigureCard label={text('bedsBlocked')} value={count(d.bedsBlocked)} to="#beds-by-block" testId="figure-beds-blocked" />
            <FigureCard label={text('bedsAvailable')} value={count(d.bedsAvailable)} to={ROOMS} testId="figure-beds-available" />
            <FigureCard
              label={text('bedsOccupied')}
              value={count(d.bedsOccupied)}
              to={`${APPLICATIONS}?status=allotted`}
              testId="figure-beds-occupied"
            />
            <FigureCard
              label={text('applicationsWaiting')}
              value={count(d.applicationsWaiting)}
              to={`${APPLICATIONS}?status=waiting`}
              testId="figure-applications-waiting"
            />
            <FigureCard label={text('leavePending')} value={count(d.life.leavePending)} to={LEAVE} testId="figure-leave-pending" />
            <FigureCard
              label={text('awayToday')}
              value={count(d.life.awayToday)}
              to={`${LEAVE}?${new URLSearchParams({ status: 'approved', on: collegeToday() })}`}
              testId="figure-away-today"
            />
            <FigureCard
              label={text('complaintsOpen')}
              value={count(d.life.complaintsOpen)}
              to={COMPLAINTS}
              testId="figure-complaints-open"
            />
            <FigureCard label={text('visitorsIn')} value={count(d.life.visitorsIn)} to={VISITORS} testId="figure-visitors-in" />
            <FigureCard
              label={text('intakeBoys')}
              value={count(d.intake.boys)}
              detail={text('intakeHow')}
              to="#beds-by-block"
              testId="figure-intake-boys"
            />
            <FigureCard
              label={text('intakeGirls')}
              value={count(d.intake.girls)}
              detail={text('intakeHow')}
              to="#beds-by-block"
              testId="figure-intake-girls"
            />
            <FigureCard label={text('residingBoys')} value={count(d.residing.boys)} to="#beds-by-block" testId="figure-residing-boys" />
            <FigureCard label={text('residingGirls')} value={count(d.residing.girls)} to="#beds-by-block" testId="figure-residing-girls" />
            <FigureCard
              label={text('feesOwed')}
              value={format.money(d.feesOwed.paise)}
              detail={t('dashboards.hostel.feesOwedBy', { count: d.feesOwed.students })}
              to="/app/Hostel/Fees"
              testId="figure-fees-owed"
            />
          </FigureGrid>
          <Section id="beds-by-block" title={text('byBlock')}>
            {d.byBlock.length === 0 ? (
              <Empty>{text('noBlocks')}</Empty>
            ) : (
              <FigureTable<ByBlock>
                label={text('byBlock')}
                rowKey={(b) => String(b.id)}
                rows={d.byBlock}
                columns={[
                  {
                    label: text('block'),
                    cell: (b) => (
                      <Link component={RouterLink} to={blockLink(b.id)} sx={{ fontWeight: 600 }}>
                        {b.code} · {b.name}
                      </Link>
                    ),
                  },
                  { label: text('for'), cell: (b) => t(`dashboards.hostel.genders.${b.gender}`), wide: true },
                  { ...counts.rooms, cell: (b) => count(b.rooms), wide: true },
                  { ...counts.beds, cell: (b) => count(b.beds) },
                  { ...counts.blocked, cell: (b) => count(b.bedsBlocked) },
                  { ...counts.available, cell: (b) => count(b.beds - b.bedsBlocked) },
                  { ...counts.occupied, cell: (b) => count(b.bedsOccupied) },
                  { ...counts.occupancy, cell: occupancy },
                ]}
              />
            )}
          </Section>
          <Section id="beds-by-room-type" title={text('byRoomType')}>
            {d.byRoomType.length === 0 ? (
              <Empty>{text('noRoomTypes')}</Empty>
            ) : (
              <FigureTable<ByRoomType>
                label={text('byRoomType')}
                rowKey={(r) => String(r.id)}
                rows={d.byRoomType}
                columns={[
                  {
                    label: text('roomType'),
                    cell: (r) => (
                      <Link component={RouterLink} to={ROOM_TYPES} sx={{ fontWeight: 600 }}>
                        {r.code} · {r.name}
                      </Link>
                    ),
                  },
                  { ...counts.rooms, cell: (r) => count(r.rooms), wide: true },
                  { ...counts.beds, cell: (r) => count(r.beds) },
                  { ...counts.blocked, cell: (r) => count(r.bedsBlocked) },
                  { ...counts.available, cell: (r) => count(r.beds - r.bedsBlocked) },
                  { ...counts.occupied, cell: (r) => count(r.bedsOccupied) },
                  { ...counts.occupancy, cell: occupancy },
                ]}
              />
            )}
          </Section>
        </>
      )}
    </Loaded>
  );
}
