import { vi } from 'vitest';

/**
 * The window answers media queries as a screen of `width` px would (jsdom answers none): what
 * `usePhoneLayout` and MUI's breakpoints read. `vi.unstubAllGlobals()` takes it back.
 */
export function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} };
  });
}
