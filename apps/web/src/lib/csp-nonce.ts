/**
 * The nonce the server gave this page (Vite's `<meta property="csp-nonce">`, filled in per answer):
 * the Content-Security-Policy lets only `<style>` elements that carry it apply. Browsers hide the
 * attribute once the page is parsed; the `nonce` property keeps it.
 */
export const pageNonce: string | undefined = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

// notistack styles with goober, which takes its nonce from here. Set before any style is inserted:
// main.tsx imports this module first.
(window as Window & { __nonce__?: string }).__nonce__ = pageNonce;
