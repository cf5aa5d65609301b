/**
 * Whether a text is an absolute http or https address (never `javascript:`, `ftp:` or a bare path).
 * A module of its own, so that the web app's first page can check an address without the schemas.
 */
export function isHttpAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, host } = new URL(value);
  return (protocol === 'http:' || protocol === 'https:') && host !== '';
}
