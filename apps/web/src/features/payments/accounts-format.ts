const DAY_MS = 86_400_000;

/** A college day (YYYY-MM-DD) shifted by whole days. (Amounts and dates are written by lib/format.ts.) */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
