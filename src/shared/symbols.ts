/** What a market symbol may look like wherever a user types one (watchlist, archive search). */
import { z } from 'zod';
import { SYMBOL_FORMAT_MESSAGE, SYMBOL_PATTERN } from './symbol-format';

export const symbolSchema = z.string().trim().toUpperCase().pipe(z.string().regex(SYMBOL_PATTERN, SYMBOL_FORMAT_MESSAGE));
