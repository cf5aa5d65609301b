import { describe, expect, it } from 'vitest';
import { nextPage, signInAndReturn } from './next-page';

describe('the page after sign-in', () => {
  it('goes back to a page of this site', () => {
    const path = '/lyra/payment/status?orderId=ORD-2026-123456-ABCD&vads_charge_status=PAID';
    expect(nextPage(new URL(`http://x${signInAndReturn(path)}`).searchParams)).toBe(path);
  });

  it('never to another site or nowhere', () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '']) {
      expect(nextPage(new URLSearchParams({ next }))).toBeNull();
    }
    expect(nextPage(new URLSearchParams())).toBeNull();
  });
});
