import {
  allowsPaymentAction,
  invoiceBadge,
  invoiceNumberFallback,
  paymentActionsFor,
  paymentRequestSchema,
  scheduledPaymentDate,
  statusesAllowing,
  withPlatformFee,
} from './index';

describe('payment actions', () => {
  it('offers process and schedule on a pending payment, and on a task never paid', () => {
    expect(paymentActionsFor('pending')).toEqual(['process_payment', 'schedule_payment']);
    expect(paymentActionsFor(null)).toEqual(['process_payment', 'schedule_payment']);
  });

  it('releases only a held payment and refunds a paid or held one', () => {
    expect(statusesAllowing('release_payment')).toEqual(['held']);
    expect(statusesAllowing('refund_payment')).toEqual(['paid', 'held']);
    expect(allowsPaymentAction('paid', 'release_payment')).toBe(false);
    expect(paymentActionsFor('scheduled')).toEqual([]);
    expect(paymentActionsFor('refunded')).toEqual([]);
  });

  it('schedules one day from now', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    expect(scheduledPaymentDate(now).toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });

  it('refuses an amount of 0 and a schedule without a date', () => {
    expect(
      paymentRequestSchema.safeParse({ taskId: 't', amount: 0, action: 'process_payment' }).success,
    ).toBe(false);
    expect(
      paymentRequestSchema.safeParse({ taskId: 't', amount: 10, action: 'schedule_payment' })
        .success,
    ).toBe(false);
  });
});

describe('platform fee', () => {
  it('adds 10 % of the estimated cost', () => {
    expect(withPlatformFee(120)).toEqual({ cost: 120, fee: 12, total: 132 });
    expect(withPlatformFee(33.33)).toEqual({ cost: 33.33, fee: 3.33, total: 36.66 });
  });
});

describe('invoices', () => {
  it("falls back to 'TASK-' and the id padded to 3 digits", () => {
    expect(invoiceNumberFallback(7)).toBe('TASK-007');
    expect(invoiceNumberFallback(1234)).toBe('TASK-1234');
  });

  it('is paid, overdue past its due date, or otherwise sent', () => {
    const now = new Date('2026-03-20T00:00:00.000Z');
    const due = (iso: string) => ({ invoiceDueAt: iso });
    expect(
      invoiceBadge(
        { invoiceStatus: 'sent', paymentStatus: 'paid', ...due('2026-03-01T00:00:00Z') },
        now,
      ),
    ).toBe('paid');
    expect(
      invoiceBadge(
        { invoiceStatus: 'sent', paymentStatus: 'held', ...due('2026-03-01T00:00:00Z') },
        now,
      ),
    ).toBe('overdue');
    expect(
      invoiceBadge(
        { invoiceStatus: 'sent', paymentStatus: 'pending', ...due('2026-04-01T00:00:00Z') },
        now,
      ),
    ).toBe('sent');
  });
});
