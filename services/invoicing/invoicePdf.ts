import PDFDocument from 'pdfkit';
import { formatCents, invoiceLabels as label } from '@detailing/schema';
import { fontMetrics, fontRuns, paragraphMetrics, useFont } from './pdfFonts.js';
import type { InvoiceRecord } from './queries.js';

// pdfkit's Node build reads its standard font metrics from its own files on disk; it is only
// ever imported here, on the server, so no bundle carries it.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-01-15` → `15 Jan 2026`. */
export function formatInvoiceDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** `invoice-20001.pdf` or `quote-20001.pdf`. */
export const invoicePdfFileName = (invoice: Pick<InvoiceRecord, 'type' | 'invoiceNumber'>): string =>
  `${invoice.type}-${invoice.invoiceNumber}.pdf`;

/** pdfkit draws PNG and JPEG only; anything else is left out rather than failing the document. */
function drawableImage(bytes: Uint8Array | null | undefined): Buffer | null {
  if (!bytes || bytes.length < 4) return null;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg ? Buffer.from(bytes) : null;
}

/**
 * pdfkit breaks a word wider than its line by measuring the rest of the word again after every
 * line, so its time grows with the square of the word's length (a 20,000-character name took
 * 0.4 s). Such words are cut here, in one pass, into pieces that fit the line, each on its own line.
 * Measures with the document's current font and size.
 */
function breakLongWords(doc: PDFKit.PDFDocument, text: string, width: number): string {
  const widths = new Map<string, number>();
  const widthOf = (s: string) => {
    let measured = widths.get(s);
    if (measured === undefined) widths.set(s, (measured = doc.widthOfString(s)));
    return measured;
  };
  return text.replace(/\S{2,}/g, (word) => {
    if (doc.widthOfString(word) <= width) return word;
    const pieces: string[] = [];
    let start = 0;
    let previous = '';
    let used = 0;
    for (let i = 0; i < word.length; ) {
      const character = String.fromCodePoint(word.codePointAt(i)!);
      // The character's advance and its kerning with the one before: exactly what it adds.
      let advance = widthOf(previous + character) - widthOf(previous);
      if (i > start && used + advance > width) {
        pieces.push(word.slice(start, i));
        start = i;
        advance = widthOf(character);
        used = 0;
      }
      previous = character;
      used += advance;
      i += character.length;
    }
    pieces.push(word.slice(start));
    return pieces.join('\n');
  });
}

const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/**
 * The title: an invoice from a seller with an ABN is an Australian tax invoice and says so (the
 * ATO asks for the words 'Tax Invoice'); without an ABN it cannot be one. A quote is a quote.
 */
export function documentTitle(invoice: Pick<InvoiceRecord, 'type' | 'business'>): string {
  if (invoice.type === 'quote') return label.quoteTitle;
  return invoice.business.businessAbn.trim() ? label.taxInvoiceTitle : label.invoiceTitle;
}

/**
 * The document of the preview dialog (001 §2) that is also a valid Australian tax invoice when the
 * business has an ABN: the title, the seller's name and ABN, the date of issue, each item with its
 * quantity and price, the GST amount (0 while tax is 0, 001 §9) and the buyer's identity. Logo,
 * From and To blocks, dates; a paid invoice adds Amount Paid and Amount Due $0.00.
 */
export function renderInvoicePdf(invoice: InvoiceRecord, options: { logo?: Uint8Array | null } = {}): Promise<Buffer> {
  const documentType = documentTitle(invoice);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${documentType} ${invoice.invoiceNumber}`, Author: invoice.business.businessName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;
  const top = doc.page.margins.top;
  // Everything a person typed: each run in the font that draws it (pdfFonts.ts), long words cut
  // per run (breakLongWords). Text all in Helvetica is one pdfkit paragraph, as it always was.
  // Otherwise each line chains its runs with `continued` so they wrap together (pdfkit drops a
  // line break that ends a continued run, hence line by line), every run on one baseline
  // (pdfkit's numeric `baseline` is its negated depth) and every line one height.
  const typed = (text: string, x: number, at: number, textWidth: number, size: number) => {
    const lines = text.split(/\r\n|\r|\n/).map((line) => fontRuns(line));
    const box = paragraphMetrics(lines.flat().map((run) => run.font));
    const paragraphs = box ? lines : [[{ text: text.normalize('NFC'), font: 'Helvetica' }]];
    doc.y = at;
    for (const runs of paragraphs) {
      if (runs.length === 0) runs.push({ text: ' ', font: 'Helvetica' });
      runs.forEach(({ text: run, font }, index) => {
        const options: PDFKit.Mixins.TextOptions = { width: textWidth, continued: index < runs.length - 1 };
        if (box) {
          options.baseline = (-box.ascender * size) / 1000;
          options.lineGap = ((box.lineHeight - fontMetrics(font).lineHeight) * size) / 1000;
        }
        const broken = breakLongWords(useFont(doc, font).fontSize(size), run, textWidth);
        if (index === 0) doc.text(broken, x, doc.y, options);
        else doc.text(broken, options);
      });
    }
    doc.font('Helvetica');
  };

  const logo = drawableImage(options.logo);
  if (logo) {
    try {
      doc.image(logo, left, top, { fit: [140, 60] });
    } catch {
      // An image pdfkit cannot read: the document goes out without it.
    }
  }

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(24).text(documentType, left, top, { width, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(`# ${invoice.invoiceNumber}`, { width, align: 'right' });
  doc.text(`${label.invoiceDate}: ${formatInvoiceDate(invoice.invoiceDate)}`, { width, align: 'right' });
  doc.text(`${label.dueDate}: ${formatInvoiceDate(invoice.dueDate)}`, { width, align: 'right' });
  doc.text(invoice.status.toUpperCase(), { width, align: 'right' });

  const blocksTop = Math.max(doc.y, top + 70) + 20;
  const columnWidth = (width - 20) / 2;
  const block = (title: string, lines: (string | null | undefined)[], x: number) => {
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(title, x, blocksTop, { width: columnWidth });
    doc.moveDown(0.3).font('Helvetica').fontSize(10);
    for (const line of lines) if (line) typed(line, x, doc.y, columnWidth, 10);
    return doc.y;
  };
  const b = invoice.business;
  const c = invoice.customer;
  const fromBottom = block(
    label.from,
    [b.businessName, b.businessAddress, b.businessPhone, b.businessEmail, b.businessAbn && `${label.abn}: ${b.businessAbn}`],
    left,
  );
  const toBottom = block(label.to, [c.name, c.address, c.phone, c.email, c.vehicleRego], left + columnWidth + 20);

  // The table: one row per line, with its quantity, unit price and amount right-aligned.
  let y = Math.max(fromBottom, toBottom) + 25;
  const amountWidth = 90;
  const priceWidth = 80;
  const quantityWidth = 45;
  const gap = 10;
  const amountX = right - amountWidth;
  const priceX = amountX - gap - priceWidth;
  const quantityX = priceX - gap - quantityWidth;
  const serviceWidth = quantityX - gap - left;
  const numbers = (quantity: string, price: string, amount: string, at: number) => {
    doc.text(quantity, quantityX, at, { width: quantityWidth, align: 'right' });
    doc.text(price, priceX, at, { width: priceWidth, align: 'right' });
    doc.text(amount, amountX, at, { width: amountWidth, align: 'right' });
  };
  const rule = (at: number) => doc.moveTo(left, at).lineTo(right, at).strokeColor(RULE).lineWidth(1).stroke();
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  doc.text(label.service, left, y, { width: serviceWidth });
  const headerBottom = doc.y;
  numbers(label.quantity, label.unitPrice, label.amount, y);
  y = Math.max(headerBottom, doc.y) + 4;
  rule(y);
  y += 8;
  doc.font('Helvetica');
  for (const item of invoice.items) {
    if (y > doc.page.height - doc.page.margins.bottom - 60) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    const rowTop = y;
    doc.fillColor(INK).fontSize(10);
    typed(item.name || item.description || '-', left, rowTop, serviceWidth, 10);
    if (item.name && item.description) {
      doc.fillColor(MUTED).fontSize(9);
      typed(item.description, left, doc.y, serviceWidth, 9);
    }
    const rowBottom = doc.y;
    doc.fillColor(INK).fontSize(10);
    numbers(String(item.quantity), formatCents(item.unitPriceCents), formatCents(item.totalCents), rowTop);
    y = Math.max(rowBottom, doc.y) + 6;
  }
  rule(y);
  y += 10;

  const totalsLabelX = amountX - 150;
  const totalLine = (name: string, cents: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10).fillColor(INK);
    doc.text(name, totalsLabelX, y, { width: 150 });
    doc.text(formatCents(cents), amountX, y, { width: amountWidth, align: 'right' });
    y = doc.y + 4;
  };
  totalLine(label.subtotal, invoice.subtotalCents);
  totalLine(label.gst, invoice.taxCents);
  totalLine(label.total, invoice.totalCents, true);
  if (invoice.type === 'invoice' && invoice.status === 'paid') {
    totalLine(label.amountPaid, invoice.totalCents);
    totalLine(label.amountDue, 0, true);
  }

  if (invoice.notes) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    typed(invoice.notes, left, y + 20, width, 9);
  }

  doc.end();
  return done;
}
