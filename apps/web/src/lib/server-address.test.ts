import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { apiOrigin, resetServerAddress, serverAddressInUse, storeServerAddress } from './server-address';

const PAGE = 'https://erp.vcet.edu.in';

describe('the server API calls go to', () => {
  it("is the page's own origin when no address is stored", () => {
    expect(apiOrigin(null, PAGE)).toBe(PAGE);
    expect(apiOrigin('', PAGE)).toBe(PAGE);
  });

  it("is the stored address's origin (path, query and credentials dropped)", () => {
    expect(apiOrigin('http://localhost:3500', PAGE)).toBe('http://localhost:3500');
    expect(apiOrigin('https://erp2.vcet.edu.in:8443/some/path?x=1', PAGE)).toBe('https://erp2.vcet.edu.in:8443');
    expect(apiOrigin('https://user:secret@erp2.vcet.edu.in/', PAGE)).toBe('https://erp2.vcet.edu.in');
  });

  it("stays the page's own when the stored text is no http(s) address (changed by hand in the browser)", () => {
    for (const bad of ['javascript:alert(1)', 'ftp://x', 'data:text/html,hi', '/api', 'erp.vcet.edu.in', 'http://']) {
      expect(apiOrigin(bad, PAGE), bad).toBe(PAGE);
    }
  });
});

// The HTTP client's own arguments to fetch (a relative address, the credentials mode) are what is
// tested here, so fetch itself is replaced; the component tests answer calls with MSW (test/api-server.ts).
describe('API calls', () => {
  const calls: [string, RequestInit][] = [];
  const storage = new Map<string, string>();
  beforeEach(() => {
    calls.length = 0;
    storage.clear();
    vi.stubGlobal('window', { location: { origin: PAGE, pathname: '/app' } });
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return new Response('"DEMO"', { headers: { 'content-type': 'application/json' } });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("go to the page's own server by a relative address, with its cookies, as before", async () => {
    await api('getCollegeName', { query: { a: 1 } });
    expect(calls).toEqual([['/api/getCollegeName?a=1', expect.objectContaining({ credentials: 'same-origin' })]]);
  });

  it('go to the address stored on Developer Options, and back to the own server after a reset', async () => {
    storeServerAddress('http://localhost:3500/ignored/path');
    expect(serverAddressInUse()).toEqual({ origin: 'http://localhost:3500', isDefault: false, isStored: true });
    await api('/api/getCollegeName');
    expect(calls[0]).toEqual(['http://localhost:3500/api/getCollegeName', expect.objectContaining({ credentials: 'include' })]);

    resetServerAddress();
    expect(serverAddressInUse()).toEqual({ origin: PAGE, isDefault: true, isStored: false });
    await api('/api/getCollegeName');
    expect(calls[1][0]).toBe('/api/getCollegeName');
  });

  it("stay on the page's own server when the stored address is the page's own", async () => {
    storeServerAddress(`${PAGE}/`);
    expect(serverAddressInUse()).toEqual({ origin: PAGE, isDefault: true, isStored: true });
    await api('getCollegeName');
    expect(calls[0]).toEqual(['/api/getCollegeName', expect.objectContaining({ credentials: 'same-origin' })]);
  });
});
