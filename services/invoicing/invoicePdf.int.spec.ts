import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInvoiceDate, invoicePdfFileName, renderInvoicePdf } from './invoicePdf.js';
import { invoiceRecord as invoice } from '../../infra/testing/fixtures/records.js';

const run = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'invoice-pdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The PDF read back as text by poppler's pdftotext, as a person copying from it would see it. */
async function textOf(pdf: Buffer): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  return (await run('pdftotext', ['-layout', file, '-'])).stdout;
}

/** The text in drawing order (pdftotext -raw), with every space and line break taken out. */
async function runningTextOf(pdf: Buffer): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  return (await run('pdftotext', ['-raw', file, '-'])).stdout.replace(/\s+/g, '');
}

/** The right edge of the rightmost word on any page, in points (pdftotext -bbox). */
async function rightmostWordEdge(pdf: Buffer): Promise<number> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const html = (await run('pdftotext', ['-bbox', file, '-'], { maxBuffer: 64 * 1024 * 1024 })).stdout;
  return Math.max(...[...html.matchAll(/xMax="([\d.]+)"/g)].map((m) => Number(m[1])));
}

async function imageCount(pdf: Buffer): Promise<number> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const list = (await run('pdfimages', ['-list', file])).stdout.trim().split('\n');
  return list.length - 2; // two header lines
}


describe('the invoice PDF', () => {
  it('is an Australian tax invoice: the title, seller and ABN, date, each item with quantity and price, GST, buyer', async () => {
    const pdf = await renderInvoicePdf(invoice());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    expect(text).toMatch(/^\s*Tax Invoice$/m);
    expect(text).toContain('# 20001');
    expect(text).toMatch(/From\s+To/);
    for (const line of ['Shine Detailing', '2 High St, Melbourne VIC 3000', '03 9000 0000', 'hello@shine.example', 'ABN: 12 345 678 901']) {
      expect(text).toContain(line);
    }
    for (const line of ['Jo Citizen', '1 Main St, Carlton', '0400 111 222', 'jo@example.com', 'ABC123']) expect(text).toContain(line);
    expect(text).toMatch(/Service\s+Qty\s+Unit Price\s+Amount/);
    expect(text).toMatch(/Full Detail\s+1\s+\$1,234\.50\s+\$1,234\.50/);
    expect(text).toContain('Inside and out');
    expect(text).toMatch(/Wax\s+1\.5\s+\$20\.00\s+\$30\.00/);
    expect(text).toMatch(/Subtotal\s+\$1,264\.50/);
    expect(text).toMatch(/GST\s+\$0\.00/);
    expect(text).toMatch(/Total\s+\$1,264\.50/);
    expect(text).toContain('Invoice Date: 15 Jan 2026');
    expect(text).toContain('Due Date: 14 Feb 2026');
  });

  it('shows no amount paid or due while the invoice is pending', async () => {
    const text = await textOf(await renderInvoicePdf(invoice()));
    expect(text).not.toContain('Amount Paid');
    expect(text).not.toContain('Amount Due');
  });

  it('shows Amount Paid (the total) and Amount Due $0.00 for a paid invoice', async () => {
    const text = await textOf(await renderInvoicePdf(invoice({ status: 'paid' })));
    expect(text).toMatch(/Amount Paid\s+\$1,264\.50/);
    expect(text).toMatch(/Amount Due\s+\$0\.00/);
  });

  it('is titled Quote for a quote', async () => {
    const text = await textOf(await renderInvoicePdf(invoice({ type: 'quote' })));
    expect(text).toMatch(/^\s*Quote$/m);
    expect(text).not.toMatch(/Tax Invoice/i);
  });

  it('is titled Invoice, not Tax Invoice, when the business has no ABN', async () => {
    const text = await textOf(await renderInvoicePdf(invoice({ business: { ...invoice().business, businessAbn: '' } })));
    expect(text).toMatch(/^\s*Invoice$/m);
    expect(text).not.toMatch(/Tax Invoice|ABN/);
  });

  it('draws the logo when one is given, and leaves out bytes that are not a PNG or JPEG', async () => {
    const logo = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();
    expect(await imageCount(await renderInvoicePdf(invoice(), { logo }))).toBe(1);
    expect(await imageCount(await renderInvoicePdf(invoice()))).toBe(0);
    const notAnImage = Buffer.from('GIF89a but not really');
    expect(await imageCount(await renderInvoicePdf(invoice(), { logo: notAnImage }))).toBe(0);
  });

  it('continues a long table on the next page', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({
      name: `Line ${i + 1}`,
      description: '',
      quantity: 1,
      unitPriceCents: 100,
      totalCents: 100,
      serviceId: null,
    }));
    const text = await textOf(await renderInvoicePdf(invoice({ items, subtotalCents: 6000, totalCents: 6000 })));
    expect(text).toContain('Line 60');
    expect(text).toContain('\f');
    expect(text).toMatch(/Subtotal\s+\$60\.00/);
  });

  it('keeps every character of a 5,000-character unbroken name, item name and note, inside the page margins', async () => {
    const word = 'Wolfeschlegelsteinhausenbergerdorff';
    const name = `Jo ${word.repeat(143)}`;
    const itemName = `Wash${'W'.repeat(5000)}`;
    const notes = `Note: ${'e.'.repeat(2500)}`;
    const pdf = await renderInvoicePdf(
      invoice({
        customer: { ...invoice().customer, name },
        items: [{ name: itemName, description: '', quantity: 1, unitPriceCents: 100, totalCents: 100, serviceId: null }],
        subtotalCents: 100,
        totalCents: 100,
        notes,
      }),
    );
    const text = await runningTextOf(pdf);
    for (const typed of [name, itemName, notes]) expect(text).toContain(typed.replace(/\s+/g, ''));
    // A4 is 595.28 points wide with 50-point margins.
    expect(await rightmostWordEdge(pdf)).toBeLessThanOrEqual(595.28 - 50 + 0.5);
  });

  it('names the file after the document type and number', () => {
    expect(invoicePdfFileName({ type: 'invoice', invoiceNumber: '20001' })).toBe('invoice-20001.pdf');
    expect(invoicePdfFileName({ type: 'quote', invoiceNumber: '20002' })).toBe('quote-20002.pdf');
    expect(formatInvoiceDate('2026-12-01')).toBe('1 Dec 2026');
  });
});
