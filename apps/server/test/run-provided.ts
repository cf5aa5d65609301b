import { inject, type ProvidedContext } from 'vitest';

/** What the integration suite's global setup provides; undefined outside vitest (a benchmark reuses the helpers). */
export function runProvided<K extends keyof ProvidedContext>(key: K): ProvidedContext[K] | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}
