import { describe, expect, it, vi } from 'vitest';
import { withScreenConfig } from './react-query';

describe('a feature mutation with a screen config', () => {
  it('runs the feature onSuccess first, then the screen one, and keeps the screen other callbacks', async () => {
    const calls: string[] = [];
    const onError = vi.fn();
    const options = withScreenConfig<number, string>(
      { mutationFn: async (s) => s.length, onSuccess: () => void calls.push('feature') },
      { onSuccess: (data, variables) => void calls.push(`screen ${data} ${variables}`), onError },
    );
    await options.onSuccess?.(3, 'abc', undefined, {} as never);
    expect(calls).toEqual(['feature', 'screen 3 abc']);
    expect(options.onError).toBe(onError);
  });

  it('the feature mutation function wins over anything the screen passes', () => {
    const mutationFn = async () => 1;
    const options = withScreenConfig({ mutationFn }, { mutationFn: async () => 2 } as never);
    expect(options.mutationFn).toBe(mutationFn);
  });
});
