/** SMS quiet hours in the college's time, `HH:MM` to `HH:MM`; the window may cross midnight (21:00–09:00). */
export interface QuietHours {
  from: string;
  to: string;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

/** The wall-clock minutes of the day and the zone's offset at an instant. */
function wallClock(zone: string, instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const offsetMs = asUtc - Math.floor(instant.getTime() / 1000) * 1000;
  return {
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    offsetMs,
    midnightUtc: asUtc - (Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second)) * 1000,
  };
}

/**
 * When a non-urgent SMS made at `now` may go: at once outside the quiet hours, else at their end in
 * the college's time (the next morning when the window crosses midnight and `now` is in the evening).
 */
export function smsNotBefore(now: Date, quiet: QuietHours | undefined, zone: string): Date {
  if (!quiet || quiet.from === quiet.to) return now;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  const { minutes, offsetMs, midnightUtc } = wallClock(zone, now);
  const crossesMidnight = from > to;
  const inside = crossesMidnight ? minutes >= from || minutes < to : minutes >= from && minutes < to;
  if (!inside) return now;
  const endsTomorrow = crossesMidnight && minutes >= from;
  const endWall = midnightUtc + (endsTomorrow ? 24 * 60 : 0) * 60_000 + to * 60_000;
  return new Date(endWall - offsetMs);
}

/** The instant a day of the zone's calendar begins, or `plusDays` later (a day's end is the next one's start). */
export function dayStart(zone: string, day: string, plusDays = 0): Date {
  const midnightWall = Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000;
  return new Date(midnightWall - wallClock(zone, new Date(midnightWall)).offsetMs);
}
