export const DEFAULT_CURRENCY = 'USD';

const CURRENCY_SYMBOLS: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: 'C$',
  AUD: 'A$',
  NZD: 'NZ$',
  JPY: '¥',
  CNY: '¥',
  KRW: '₩',
  INR: '₹',
  RUB: '₽',
  BRL: 'R$',
  MXN: '$',
  CHF: 'CHF',
  SEK: 'kr',
  NOK: 'kr',
  DKK: 'kr',
  PLN: 'zł',
  CZK: 'Kč',
  HUF: 'Ft',
  ILS: '₪',
  TRY: '₺',
  ZAR: 'R',
  SGD: 'S$',
  HKD: 'HK$',
  THB: '฿',
};

/** The symbol of a currency code; an unknown code shows as itself. */
export const currencySymbol = (code: string): string =>
  CURRENCY_SYMBOLS[code.toUpperCase()] ?? code;

export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  return `${currencySymbol(currency)}${amount.toFixed(2)}`;
}

/** The marketplace adds a 10% platform fee on the estimated cost. */
export const PLATFORM_FEE_RATE = 0.1;
export const withPlatformFee = (cost: number): number =>
  Math.round(cost * (1 + PLATFORM_FEE_RATE) * 100) / 100;
