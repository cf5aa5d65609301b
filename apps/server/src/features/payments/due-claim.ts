/** The claim an open order holds on a due (`payment_order_items.open_due`): one student's fee type and semester ('-' for none). */
export const dueClaim = (studentId: number, feeTypeId: number, semester: number | null) => `${studentId}:${feeTypeId}:${semester ?? '-'}`;
