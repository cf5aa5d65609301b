import { useSearchParams } from 'react-router';
import { collegeToday, isCalendarDate } from '@campus/shared';
import type { RegisterRef } from '../register-queue';

const whole = (text: string | null, max = Number.MAX_SAFE_INTEGER) =>
  text !== null && /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= max ? Number(text) : null;

/** What the address says of the screen: `?day=2026-11-27` (the day listed), `&allocationId=31&date=2026-11-27&period=2` (the register open). */
export interface AttendanceWanted {
  /** The day whose classes are listed; the college's today when the address names none. */
  day: string;
  /** The register open, if any. */
  register: RegisterRef | null;
}

function wantedFrom(params: URLSearchParams): AttendanceWanted {
  const day = params.get('day') ?? '';
  const date = params.get('date') ?? '';
  const allocationId = whole(params.get('allocationId'));
  const period = whole(params.get('period'), 12);
  return {
    day: isCalendarDate(day) ? day : collegeToday(),
    register: allocationId !== null && period !== null && isCalendarDate(date) ? { allocationId, date, period } : null,
  };
}

function paramsFrom(w: AttendanceWanted, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (w.day !== today) params.set('day', w.day);
  if (w.register) {
    params.set('allocationId', String(w.register.allocationId));
    params.set('date', w.register.date);
    params.set('period', String(w.register.period));
  }
  return params;
}

/** The day listed and the register open, kept in the address: a reload or Back shows the same. */
export function useAttendanceSearch() {
  const [params, setParams] = useSearchParams();
  const wanted = wantedFrom(params);
  const go = (change: Partial<AttendanceWanted>) => setParams(paramsFrom({ ...wanted, ...change }, collegeToday()), { replace: true });
  return {
    wanted,
    /** Another day listed. */
    showDay: (day: string) => go({ day }),
    /** A register opened, its class, day and period in the address. */
    open: (register: RegisterRef) => go({ register }),
    close: () => go({ register: null }),
  };
}

/** The weekday of an ISO day: 1 (Monday) to 7 (Sunday). */
export const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
