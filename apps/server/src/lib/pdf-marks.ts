import QRCode from 'qrcode';

/**
 * The QR code drawn as vector squares: crisp at any zoom and cheaper than embedding a bitmap. Each
 * run of dark modules in a row is one rectangle, and the mask is fixed (every mask is valid; choosing
 * the "best" one scores all eight and costs more than the rest of the code). `quiet` modules of white
 * surround it when the page behind is not white.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number, quiet = 0) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M', maskPattern: 0 });
  const n = qr.modules.size;
  const cell = size / (n + quiet * 2);
  doc.save();
  if (quiet > 0) doc.rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (!qr.modules.get(r, c)) continue;
      const start = c;
      while (c + 1 < n && qr.modules.get(r, c + 1)) c++;
      doc.rect(x + (start + quiet) * cell, y + (r + quiet) * cell, (c - start + 1) * cell + 0.01, cell + 0.01);
    }
  }
  doc.fill().restore();
}

/** An image (bytes or base64) fitted in a box; false when there is none or pdfkit cannot read it. */
export function drawImage(doc: PDFKit.PDFDocument, image: Buffer | string | null | undefined, x: number, y: number, fit: [number, number]) {
  if (!image) return false;
  try {
    doc.image(typeof image === 'string' ? Buffer.from(image, 'base64') : image, x, y, { fit });
    return true;
  } catch {
    // An image pdfkit cannot read is left out rather than failing the card.
    return false;
  }
}

/** The document's bytes once it ends: call before drawing, await after `doc.end()`. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
