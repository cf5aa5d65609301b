import { z } from 'zod';

/**
 * What the page's Content-Security-Policy (apps/server/src/lib/content-security.ts) asks of the web
 * app. main.tsx imports this module first, so that it runs before any style is inserted and before
 * any zod object schema is built (the shared schemas load with the pages, after this).
 */

/**
 * The nonce the server gave this page (Vite's `<meta property="csp-nonce">`, filled in per answer):
 * the policy lets only `<style>` elements that carry it apply. Browsers hide the attribute once the
 * page is parsed; the `nonce` property keeps it.
 */
export const pageNonce: string | undefined = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

// notistack styles with goober, which takes its nonce from here.
(window as Window & { __nonce__?: string }).__nonce__ = pageNonce;

// zod compiles fast parsers with `new Function` unless told not to; the policy allows no eval.
z.config({ jitless: true });
