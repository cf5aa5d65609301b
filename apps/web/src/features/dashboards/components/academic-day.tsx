import { useTranslation } from 'react-i18next';
import type { AcademicDay } from '@campus/shared';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useFormat } from '../../../lib/format';
import { Section } from './dashboard-section';

const CURRICULUM = '/app/Academics/Curriculum';
const SECTIONS = '/app/Academics/Sections';
const TIMETABLE = '/app/Academics/Timetable';
const ATTENDANCE = '/app/Academics/Attendance';

/**
 * The academics office's day: what the curriculum, the sections and the timetable hold, what is
 * still to be given a teacher or a place on the timetable, and today's classes and registers;
 * each figure leads to the screen where it is kept.
 */
export function AcademicDaySection({ day }: { day: AcademicDay }) {
  const { t } = useTranslation();
  const f = useFormat();
  const n = (v: number) => f.number(v);
  const closed = day.closed === null ? null : day.closed === 'Sunday' ? t('dashboards.academicDay.sunday') : day.closed;
  const today = closed ? t('dashboards.academicDay.closed', { reason: closed }) : f.day(day.date);
  return (
    <Section id="academic-day" title={t('dashboards.academicDay.title')}>
      <FigureGrid>
        <FigureCard
          label={t('dashboards.academicDay.regulations')}
          value={n(day.regulations)}
          to={CURRICULUM}
          testId="figure-regulations"
        />
        <FigureCard
          label={t('dashboards.academicDay.subjects')}
          value={n(day.subjects)}
          detail={t('dashboards.academicDay.subjectsDetail')}
          to={CURRICULUM}
          testId="figure-subjects"
        />
        <FigureCard label={t('dashboards.academicDay.sections')} value={n(day.sections)} to={SECTIONS} testId="figure-sections" />
        <FigureCard
          label={t('dashboards.academicDay.unallocated')}
          value={n(day.unallocated)}
          detail={t('dashboards.academicDay.unallocatedDetail')}
          to={SECTIONS}
          testId="figure-unallocated"
        />
        <FigureCard
          label={t('dashboards.academicDay.unscheduled')}
          value={n(day.unscheduled)}
          detail={t('dashboards.academicDay.unscheduledDetail')}
          to={TIMETABLE}
          testId="figure-unscheduled"
        />
        <FigureCard
          label={t('dashboards.academicDay.classesToday')}
          value={n(day.classesToday)}
          detail={today}
          to={TIMETABLE}
          testId="figure-classes-today"
        />
        <FigureCard
          label={t('dashboards.academicDay.markedToday')}
          value={n(day.markedToday)}
          detail={t('dashboards.academicDay.markedTodayDetail')}
          to={ATTENDANCE}
          testId="figure-marked-today"
        />
        <FigureCard
          label={t('dashboards.academicDay.unmarkedToday')}
          value={n(day.unmarkedToday)}
          detail={t('dashboards.academicDay.unmarkedTodayDetail')}
          to={ATTENDANCE}
          testId="figure-unmarked-today"
        />
      </FigureGrid>
    </Section>
  );
}
