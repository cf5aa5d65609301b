import { useSearchParams } from 'react-router';
import { collegeToday, isCalendarDate } from '@campus/shared';

const TIMETABLE_TABS = ['mine', 'section', 'teacher', 'substitutions', 'periods'] as const;
export type TimetableTab = (typeof TIMETABLE_TABS)[number];

const whole = (text: string | null) => (text !== null && /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : null);

/** What the address says of the screen (`?tab=section&batchId=1&branchId=11&sectionId=7`, `?tab=substitutions&date=2026-11-27`). */
export interface TimetableWanted {
  /** null: the screen's first tab for this user. */
  tab: TimetableTab | null;
  batchId: number | null;
  branchId: number | null;
  sectionId: number | null;
  teacherId: number | null;
  /** The day of the substitutions; the college's today when the address names none. */
  date: string;
}

function wantedFrom(params: URLSearchParams): TimetableWanted {
  const tab = params.get('tab') as TimetableTab | null;
  const date = params.get('date') ?? '';
  return {
    tab: tab && TIMETABLE_TABS.includes(tab) ? tab : null,
    batchId: whole(params.get('batchId')),
    branchId: whole(params.get('branchId')),
    sectionId: whole(params.get('sectionId')),
    teacherId: whole(params.get('teacherId')),
    date: isCalendarDate(date) ? date : collegeToday(),
  };
}

/** The address of the screen: only what is chosen. */
function paramsFrom(w: TimetableWanted, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (w.tab) params.set('tab', w.tab);
  for (const key of ['batchId', 'branchId', 'sectionId', 'teacherId'] as const) if (w[key] !== null) params.set(key, String(w[key]));
  if (w.date !== today) params.set('date', w.date);
  return params;
}

/** The tab and the choices of the timetable, kept in the address so that a reload or Back shows the same week. */
export function useTimetableSearch() {
  const [params, setParams] = useSearchParams();
  const wanted = wantedFrom(params);
  return {
    wanted,
    apply: (change: Partial<TimetableWanted>) => setParams(paramsFrom({ ...wanted, ...change }, collegeToday()), { replace: true }),
  };
}

/** The weekday of an ISO day: 1 (Monday) to 7 (Sunday). */
export const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
