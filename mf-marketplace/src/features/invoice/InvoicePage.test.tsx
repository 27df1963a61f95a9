import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform, renderSurface, stubFetch } from '@staydesk/design-system/testing';
import { invoiceApi } from './api';
import { sampleInvoice } from './fixtures';
import { INVOICE_TEXTS, InvoicePage, invoiceIdOf } from './InvoicePage';

const ID = '6650a1b2c3d4e5f601234567';

beforeEach(() => window.history.replaceState(null, '', `/invoices/${ID}`));

function renderPage() {
  return renderSurface(<InvoicePage platform={fakePlatform('owner')} />, invoiceApi);
}

test('reads the invoice id from the path', () => {
  expect(invoiceIdOf(`/invoices/${ID}`)).toBe(ID);
  expect(invoiceIdOf('/invoices/')).toBe('');
});

test('shows the invoice, its lines and total, and links its PDF for download', async () => {
  // Unpaid past its due date.
  const invoice = sampleInvoice({ invoiceDueAt: '2020-01-15T09:00:00.000Z' });
  const fetchMock = stubFetch(() => ({ body: { invoice } }));
  renderPage();

  expect(await screen.findByRole('heading', { name: 'Invoice TASK-007' })).toBeVisible();
  expect(screen.getByText('Overdue')).toBeVisible();
  expect(screen.getByRole('row', { name: 'Platform fee (10%) $20.00' })).toBeVisible();
  expect(screen.getByRole('row', { name: 'Total $220.00' })).toBeVisible();
  const download = screen.getByRole('link', { name: 'Download PDF' });
  expect(download).toHaveAttribute('href', `/api/invoices/${ID}/pdf`);
  expect(download).toHaveAttribute('download');
  expect((fetchMock.mock.calls[0]?.[0] as Request).url).toContain(`/api/invoices/${ID}`);
});

test('says a missing invoice is not found', async () => {
  stubFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: 'x' } } }));
  renderPage();
  expect(await screen.findByText(INVOICE_TEXTS.notFound)).toBeVisible();
});

test('offers to try again after a failure, and shows the invoice then', async () => {
  let calls = 0;
  stubFetch(() =>
    calls++ === 0
      ? { status: 500, body: { error: { code: 'internal', message: 'x' } } }
      : { body: { invoice: sampleInvoice({ paymentStatus: 'paid', invoiceStatus: 'paid' }) } },
  );
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: INVOICE_TEXTS.retry }));
  expect(await screen.findByText('Paid')).toBeVisible();
});
