import { useTranslation } from 'react-i18next';
import { collegeToday } from '@campus/shared';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useFormat } from '../../../lib/format';
import { useMyPlacements, usePlacementDrives, usePlacementFigures } from '../api/get-placement-figures';
import { Loaded } from './dashboard-section';

const PLACEMENT_FIGURES = '/app/Placements/Figures';
const PLACEMENT_DRIVES = '/app/Placements/Drives';
const MY_PLACEMENTS = '/app/My Placements';

/** Rupees a year in lakh, as the office says them: `₹4.5 lakh p.a.`. */
function useLakh() {
  const { t } = useTranslation();
  const f = useFormat();
  return (rupees: number | null) => (rupees === null ? '—' : t('dashboards.placements.lakh', { value: f.number(rupees / 100_000) }));
}

/** The drives still to come: the day not yet past. */
function DrivesOpen() {
  const { t } = useTranslation();
  const f = useFormat();
  const drives = usePlacementDrives();
  const today = collegeToday();
  if (!drives.data) return null;
  return (
    <FigureCard
      label={t('dashboards.placements.drivesOpen')}
      value={f.number(drives.data.filter((d) => d.driveOn >= today).length)}
      detail={t('dashboards.placements.drivesAll', { count: drives.data.length })}
      to={PLACEMENT_DRIVES}
      testId="figure-drives-open"
    />
  );
}

/**
 * The placement office's day: this season's students placed of those eligible, the percentage, the
 * highest and median CTC, and the drives still to come; each leading to its page.
 */
export function PlacementFigures() {
  const { t } = useTranslation();
  const f = useFormat();
  const lakh = useLakh();
  const text = (key: string) => t(`dashboards.placements.${key}`);
  return (
    <Loaded query={usePlacementFigures()}>
      {({ totals: s }) => (
        <FigureGrid>
          <FigureCard
            label={text('placed')}
            value={f.number(s.placed)}
            detail={t('dashboards.placements.ofEligible', { count: s.eligible })}
            to={PLACEMENT_FIGURES}
            testId="figure-placement-placed"
          />
          <FigureCard label={text('eligible')} value={f.number(s.eligible)} to={PLACEMENT_FIGURES} testId="figure-placement-eligible" />
          <FigureCard
            label={text('percentage')}
            value={f.percent(s.percentage, 1)}
            to={PLACEMENT_FIGURES}
            testId="figure-placement-percentage"
          />
          <FigureCard label={text('highest')} value={lakh(s.highestCtcRupees)} to={PLACEMENT_FIGURES} testId="figure-placement-highest" />
          <FigureCard label={text('median')} value={lakh(s.medianCtcRupees)} to={PLACEMENT_FIGURES} testId="figure-placement-median" />
          <DrivesOpen />
        </FigureGrid>
      )}
    </Loaded>
  );
}

/** The principal's small card of the season: the students placed of those eligible, leading to the figures. */
export function PlacedThisYear() {
  const { t } = useTranslation();
  const f = useFormat();
  const figures = usePlacementFigures();
  if (!figures.data) return null;
  return (
    <FigureCard
      label={t('dashboards.placements.placedThisYear')}
      value={f.percent(figures.data.totals.percentage, 1)}
      detail={t('dashboards.placements.placedOf', { placed: figures.data.totals.placed, count: figures.data.totals.eligible })}
      to={PLACEMENT_FIGURES}
      testId="figure-placed-this-year"
    />
  );
}

/** A student's card of the drives they may apply to and have not yet, leading to My Placements. */
export function EligibleDrives() {
  const { t } = useTranslation();
  const f = useFormat();
  const mine = useMyPlacements();
  if (!mine.data) return null;
  return (
    <FigureCard
      label={t('dashboards.placements.eligibleDrives')}
      value={f.number(mine.data.drives.filter((d) => d.eligible && !d.application).length)}
      detail={t('dashboards.placements.eligibleDrivesDetail')}
      to={MY_PLACEMENTS}
      testId="figure-eligible-drives"
    />
  );
}
