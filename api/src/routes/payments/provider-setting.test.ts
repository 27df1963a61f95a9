import { loadPaymentProvider } from '../../config';
import type { RouteDeclaration } from '../../http/route';
import { paymentRoutes } from './routes';

const providerRoute = (routes: RouteDeclaration[]) => {
  const route = routes.find(({ id }) => id === 'payments.provider');
  if (!route) throw new Error('no provider route');
  return route.handle as () => unknown;
};

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
