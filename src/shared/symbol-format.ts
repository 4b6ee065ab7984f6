/** "NVDA", "BRK.B", "EUR/USD", "^GSPC", "ES=F": letters and digits with a few separators, upper case. */
export const SYMBOL_PATTERN = /^[A-Z0-9^][A-Z0-9.\-/=^]{0,14}$/;
export const SYMBOL_FORMAT_MESSAGE = 'Enter a market symbol such as NVDA, BRK.B or EUR/USD.';
