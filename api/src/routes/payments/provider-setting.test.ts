import { loadPaymentProvider } from '../../config';
import type { RouteDeclaration } from '../../http/route';
import { paymentRoutes } from './routes';

const handlerOf = (routes: RouteDeclaration[], id: string) => {
  const route = routes.find((declared) => declared.id === id);
  if (!route) throw new Error(`no route ${id}`);
  return route.handle as (input: object) => unknown;
};
const providerRoute = (routes: RouteDeclaration[]) => () =>
  handlerOf(routes, 'payments.provider')({});

test('PAYMENT_PROVIDER chooses the built-in ledger by default, none on request, and nothing else', () => {
  expect(loadPaymentProvider({})).toBe('ledger');
  expect(loadPaymentProvider({ PAYMENT_PROVIDER: 'none' })).toBe('none');
  expect(() => loadPaymentProvider({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
    'PAYMENT_PROVIDER=stripe is not a known payment provider. Known: ledger, none',
  );
});

test('without a provider the Payments tab is told payments are not set up', () => {
  expect(providerRoute(paymentRoutes({ paymentProvider: 'none' }))()).toEqual({
    configured: false,
    provider: null,
  });
  expect(providerRoute(paymentRoutes({}))()).toEqual({ configured: true, provider: 'ledger' });
});

test('without a provider a payment is refused with 503 before anything is read or changed', async () => {
  const start = handlerOf(paymentRoutes({ paymentProvider: 'none' }), 'payments.start');
  await expect(
    Promise.resolve().then(() =>
      start({ body: { taskId: 'any', amount: 10, action: 'process_payment' } }),
    ),
  ).rejects.toMatchObject({ status: 503, code: 'unavailable' });
});
