// The check alone, from its own module: the shared schemas stay out of the first page's download.
import { isHttpAddress } from '@campus/shared/public/http-address';

/**
 * The Campus ERP server the web app calls (Developer Options, DESIGN.md 5.8): by default the page's
 * own origin; an address stored on /devtools replaces it. A server of another origin must accept
 * this page's origin itself (CORS, its Content-Security-Policy, its same-origin check of cookie writes).
 */
const SERVER_ADDRESS_KEY = 'campus.serverAddress';

/** The origin API calls go to: the stored address's, when it is a valid http(s) one, else the page's. */
export function apiOrigin(stored: string | null, pageOrigin: string): string {
  return stored && isHttpAddress(stored) ? new URL(stored).origin : pageOrigin;
}

function stored(): string | null {
  try {
    return localStorage.getItem(SERVER_ADDRESS_KEY);
  } catch {
    // Storage may be refused (privacy settings): the page's own server is used.
    return null;
  }
}

/**
 * The origin API calls go to now; `isDefault` when it is the page's own (calls stay relative),
 * `isStored` when an address set on Developer Options is in force (even the page's own).
 */
export function serverAddressInUse(): { origin: string; isDefault: boolean; isStored: boolean } {
  const address = stored();
  const origin = apiOrigin(address, window.location.origin);
  return { origin, isDefault: origin === window.location.origin, isStored: Boolean(address && isHttpAddress(address)) };
}

export function storeServerAddress(address: string) {
  localStorage.setItem(SERVER_ADDRESS_KEY, address);
}

export function resetServerAddress() {
  localStorage.removeItem(SERVER_ADDRESS_KEY);
}
