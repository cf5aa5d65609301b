/** The longest text one value of an entry's details is shown with on the screen; the rest is cut off with an ellipsis. */
const VALUE_MAX = 500;

const valueText = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) return value.join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The details of an audit entry as `[name, value]` pairs to read: text as it is, lists joined with
 * commas, anything nested as compact JSON; a very long value is cut.
 */
export function auditDetailPairs(details: Record<string, unknown> | null | undefined, max = VALUE_MAX): [string, string][] {
  return Object.entries(details ?? {}).map(([name, value]) => [name, cut(valueText(value), max)]);
}
