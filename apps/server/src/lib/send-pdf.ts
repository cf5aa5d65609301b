import type { FastifyReply } from 'fastify';

/** A PDF shown in the browser's viewer, never kept by a shared cache. */
export const sendPdf = (reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
