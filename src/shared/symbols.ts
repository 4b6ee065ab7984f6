/** What a market symbol may look like wherever a user types one (watchlist, archive search, the address bar). */
import { z } from 'zod';

/** "NVDA", "BRK.B", "EUR/USD", "^GSPC", "ES=F": letters and digits with a few separators, upper case. */
const SYMBOL_PATTERN = /^[A-Z0-9^][A-Z0-9.\-/=^]{0,14}$/;

export const symbolSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(SYMBOL_PATTERN, 'Enter a market symbol such as NVDA, BRK.B or EUR/USD.'));
