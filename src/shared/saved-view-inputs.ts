/** The server's checks of saved views (saved-views.ts): names, filters as the feed's address holds them, ids. */
import { z } from 'zod';
import { isDayInRange } from './date-range';
import { feedSorts, MAX_SEARCH_WORDS_LENGTH, minImpactChoices } from './feed-search';
import { allMarketLabels } from './markets';
import { directions, newsCategories } from './news-kinds';
import { savedViewErrors, VIEW_NAME_MAX_LENGTH } from './saved-views';
import { symbolSchema } from './symbols';

const day = z.string().refine(isDayInRange, 'Choose a day written yyyy-mm-dd between 1900 and 2999.');

/** The feed's filters and order; every field optional, nothing else accepted. */
const savedViewFiltersSchema = z.strictObject({
  q: z.string().trim().min(1).max(MAX_SEARCH_WORDS_LENGTH).optional(),
  symbol: symbolSchema.optional(),
  market: z.enum(allMarketLabels).optional(),
  direction: z.enum(directions).optional(),
  category: z.enum(newsCategories).optional(),
  minImpact: z
    .literal(minImpactChoices, { error: `Choose a minimum impact of ${minImpactChoices.slice(1).join(', ')}.` })
    .refine((n) => n > 0, 'Leave out minImpact for any impact.')
    .optional(),
  watchlist: z.literal(true).optional(),
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(feedSorts).optional(),
});

const viewName = z.string().trim().min(1, savedViewErrors.nameLength).max(VIEW_NAME_MAX_LENGTH, savedViewErrors.nameLength);
const viewId = z.uuid('Name a view by its id.');

export const createViewInput = z.strictObject({ name: viewName, filters: savedViewFiltersSchema });
/** A rename, an overwrite of the filters, or both. */
export const updateViewInput = z
  .strictObject({ id: viewId, name: viewName.optional(), filters: savedViewFiltersSchema.optional() })
  .refine((input) => input.name !== undefined || input.filters !== undefined, { message: 'Send a new name, new filters or both.' });
export const viewIdInput = z.strictObject({ id: viewId });
