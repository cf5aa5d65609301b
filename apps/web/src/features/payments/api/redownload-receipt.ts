/**
 * The address of a collection's receipt PDF (`GET /api/payments/receipts/{receiptNo}`), for a link
 * the browser opens with the session cookie. The receipt number's slashes are escaped.
 */
export const receiptUrl = (receiptNo: string) => `/api/payments/receipts/${encodeURIComponent(receiptNo)}`;
