import { formatRupees } from '@campus/shared/money';

const DAY_MS = 86_400_000;

/** Paise as rupees with two decimals and Indian digit grouping: ₹46,200.00 (the app's one money format). */
export const rupees = formatRupees;

/** A college day (YYYY-MM-DD) shifted by whole days. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A college day as a short label for the chart: 10 Jun. */
export const shortDay = (day: string, language: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(language, { timeZone: 'UTC', day: 'numeric', month: 'short' });
