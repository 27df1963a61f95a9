import PDFDocument from 'pdfkit';
import { formatMoney, invoiceBadge, type InvoiceDocument } from '@staydesk/contracts';

const day = (iso: string) => iso.slice(0, 10);
const BADGE_LABEL = { paid: 'Paid', overdue: 'Overdue', sent: 'Sent' } as const;

/** The invoice as an A4 PDF, with the same content as its page; the standard fonts need no files. */
export function renderInvoicePdf(invoice: InvoiceDocument, now = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${invoice.invoiceNumber}`, Author: invoice.customerName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (amount: number) => formatMoney(amount, invoice.invoiceCurrency);

  doc.font('Helvetica-Bold').fontSize(22).text(`Invoice ${invoice.invoiceNumber}`);
  doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#555555');
  doc.text(`Status: ${BADGE_LABEL[invoiceBadge(invoice, now)]}`);
  doc.text(`Issued: ${day(invoice.invoiceIssuedAt)}   Due: ${day(invoice.invoiceDueAt)}`);
  doc.moveDown().fillColor('#000000');
  doc.font('Helvetica-Bold').text('From').font('Helvetica').text(invoice.customerName);
  if (invoice.providerName) {
    doc.moveDown(0.5).font('Helvetica-Bold').text('Provider');
    doc.font('Helvetica').text(invoice.providerName);
  }
  doc.moveDown(0.5).font('Helvetica-Bold').text('Task').font('Helvetica').text(invoice.taskTitle);
  if (invoice.listingName) doc.text(invoice.listingName);
  if (invoice.taskCompletedAt) doc.text(`Completed ${day(invoice.taskCompletedAt)}`);

  doc.moveDown(1.5);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, left, y, { width: width - 140 });
    doc.text(amount, left + width - 140, y, { width: 140, align: 'right' });
    doc.moveDown(0.4);
  };
  for (const line of invoice.lines) row(line.label, money(line.amount));
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke('#999999')
    .moveDown(0.4);
  row('Total', money(invoice.invoiceTotal), true);
  doc.end();
  return finished;
}
