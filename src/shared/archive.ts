/** The archive: every stored story by id, and a search of them all on the server. */
import { z } from 'zod';
import { DATE_RANGE_MESSAGE, isInstantInRange } from './date-range';
import { ARCHIVE_PAGE_SIZE, type FeedItem } from './feed';
import { MAX_SEARCH_WORDS_LENGTH } from './feed-search';
import { symbolSchema } from './symbols';

const MAX_SEARCH_SYMBOLS = 100;

/** A bound of the dates searched: the local start or end of a day the user picked. */
const dateTime = z.iso.datetime({ offset: true }).refine(isInstantInRange, DATE_RANGE_MESSAGE);

const storyId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * A search of the archive, newest first. Every criterion is optional and they all apply: words
 * in the headline or summary, any of the symbols, stored from/until. `before` is the id of the
 * last story already shown: the page continues after it.
 */
export const archiveSearchInput = z
  .object({
    words: z.string().trim().max(MAX_SEARCH_WORDS_LENGTH).optional(),
    symbols: z.array(symbolSchema).max(MAX_SEARCH_SYMBOLS).optional(),
    from: dateTime.optional(),
    to: dateTime.optional(),
    before: storyId.optional(),
    limit: z.number().int().min(1).max(ARCHIVE_PAGE_SIZE).default(ARCHIVE_PAGE_SIZE),
  })
  .refine((input) => !input.from || !input.to || new Date(input.from) <= new Date(input.to), {
    message: 'The start date must not be after the end date.',
    path: ['from'],
  });
export type ArchiveSearch = z.input<typeof archiveSearchInput>;

export const storyInput = z.object({ id: storyId });
export const storyNotFound = 'This story does not exist or is no longer in the archive.';

/** Another outlet that carried the same story. */
type StorySource = { publisher_name: string | null; url: string; seen_at: string };

/** A story's own page: the feed item and every outlet that carried it. */
export type StoryDetail = FeedItem & { other_sources: StorySource[] };
