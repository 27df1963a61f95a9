export const DEFAULT_CURRENCY = 'USD';

/** One locale for every surface, so the server's notifications and the UI read the same. */
const MONEY_LOCALE = 'en-US';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(currency: string): Intl.NumberFormat | null {
  const code = currency.toUpperCase();
  const known = formatters.get(code);
  if (known) return known;
  try {
    const made = new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency: code });
    formatters.set(code, made);
    return made;
  } catch {
    return null;
  }
}

/**
 * An amount in its currency, grouped the way the currency's readers expect: '$41,559.00',
 * '€1,200.50', '¥1,200'. A code Intl does not accept shows before the grouped number.
 */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const formatter = formatterOf(currency);
  if (formatter) return formatter.format(amount);
  const number = amount.toLocaleString(MONEY_LOCALE, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${currency} ${number}`;
}

/** The currency symbols the marketplace shows (spec §9); an unknown code shows as itself. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
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

export const currencySymbol = (code: string): string =>
  CURRENCY_SYMBOLS[code.toUpperCase()] ?? code;

/**
 * An amount after its currency's marketplace symbol: '$120.00', 'C$120.00', 'kr 120.00' (a
 * symbol of letters is set apart, as it is written).
 */
export function formatWithSymbol(amount: number, currency: string): string {
  const symbol = currencySymbol(currency);
  const number = amount.toLocaleString(MONEY_LOCALE, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return /\p{L}$/u.test(symbol) ? `${symbol} ${number}` : `${symbol}${number}`;
}
