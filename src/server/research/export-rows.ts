/**
 * One stored story as the point-in-time export writes it: its facts, the score as first
 * published and as last revised with the whole history, and each instrument with its call and
 * the recorded reaction. As a JSON object, or as CSV rows (one per instrument, RFC 4180, with
 * text cells that a spreadsheet would run as a formula defused). README.md lists the columns.
 */
import { shownDirection } from '../../shared/impact';
import type { Direction } from '../../shared/news-kinds';
import { type InstrumentReaction, isSimulated, type ReactionReading } from '../../shared/reactions';
import type { NewsAnalysis } from '../db/schema';

export type ExportedStory = Pick<
  NewsAnalysis,
  'id' | 'createdAt' | 'publishedAt' | 'headline' | 'publisherName' | 'sourceDomain' | 'url' | 'category' | 'analysisMethod' | 'analysis' | 'reactions'
>;
export type ScoreRevision = { at: Date; score: number | null; method: string | null };

type ExportedReading = { state: ReactionReading['state']; price: number | null; at: string | null };
type ExportedInstrument = {
  rank: number;
  symbol: string;
  /** As the card showed it (from the instrument's own score); null for an instrument the analysis does not list. */
  direction: Direction | null;
  score: number | null;
  /**
   * Null until the reaction recorder has looked at the story. `simulated`: the prices are the
   * sample stories' seeded random walk (source "simulated"), not market data.
   */
  reaction: {
    source: string | null;
    simulated: boolean;
    base: ExportedReading;
    '15m': ExportedReading;
    '1h': ExportedReading;
    '1d': ExportedReading;
  } | null;
};
type ExportedScore = { score: number | null; method: string | null; at: string };

function readingOf(reading: ReactionReading): ExportedReading {
  if (reading.state === 'recorded') return { state: 'recorded', price: reading.price, at: reading.at };
  // A pending reading's time is when it is due, not a price's time.
  return { state: reading.state, price: null, at: null };
}

function reactionOf(reaction: InstrumentReaction | undefined): ExportedInstrument['reaction'] {
  if (!reaction) return null;
  const { horizons } = reaction;
  return {
    source: reaction.source,
    simulated: isSimulated(reaction),
    base: readingOf(reaction.base),
    '15m': readingOf(horizons['15m']),
    '1h': readingOf(horizons['1h']),
    '1d': readingOf(horizons['1d']),
  };
}

/** The analysis's instruments, primary first, each with its reaction; then any instrument only the reactions name. */
function instrumentsOf(story: ExportedStory, eventInstruments: { symbol: string; score: number }[]): ExportedInstrument[] {
  const reactions = story.reactions?.instruments ?? [];
  const listed = eventInstruments.map((instrument, index) => ({
    rank: index + 1,
    symbol: instrument.symbol,
    direction: shownDirection(instrument.score),
    score: instrument.score,
    reaction: reactionOf(reactions.find((reaction) => reaction.symbol === instrument.symbol)),
  }));
  const others = reactions
    .filter((reaction) => !eventInstruments.some((instrument) => instrument.symbol === reaction.symbol))
    .map((reaction, index) => ({ rank: listed.length + index + 1, symbol: reaction.symbol, direction: null, score: null, reaction: reactionOf(reaction) }));
  return [...listed, ...others];
}

const scoreOf = (revision: ScoreRevision | undefined): ExportedScore | null =>
  revision ? { score: revision.score, method: revision.method, at: revision.at.toISOString() } : null;

export type StoryRecord = ReturnType<typeof storyRecord>;

/** The story as the JSON export gives it. `revisions` are its score history, oldest first. */
export function storyRecord(story: ExportedStory, revisions: ScoreRevision[]) {
  return {
    id: story.id,
    created_at: story.createdAt.toISOString(),
    published_at: story.publishedAt?.toISOString() ?? null,
    headline: story.headline,
    publisher: story.publisherName,
    source_domain: story.sourceDomain,
    url: story.url,
    event_type: story.analysis?.event_type ?? null,
    category: story.category,
    analysis_method: story.analysisMethod,
    first_score: scoreOf(revisions[0]),
    latest_score: scoreOf(revisions.at(-1)),
    score_revisions: revisions.map((revision) => scoreOf(revision) as ExportedScore),
    instruments: instrumentsOf(story, story.analysis?.instruments ?? []),
  };
}

const HORIZON_COLUMNS = ['base', '15m', '1h', '1d'].flatMap((horizon) => [`${horizon}_state`, `${horizon}_price`, `${horizon}_at`]);

/** The CSV header, in the order of csvRows' cells. */
export const CSV_COLUMNS = [
  'story_id',
  'created_at',
  'published_at',
  'headline',
  'publisher',
  'source_domain',
  'url',
  'event_type',
  'category',
  'analysis_method',
  'first_score',
  'first_score_method',
  'first_score_at',
  'latest_score',
  'latest_score_method',
  'latest_score_at',
  'score_revisions',
  'instrument_rank',
  'symbol',
  'direction',
  'instrument_score',
  'price_source',
  'simulated',
  ...HORIZON_COLUMNS,
] as const;

type Cell = string | number | null;

/**
 * A CSV field (RFC 4180), safe in a spreadsheet of either convention: comma-separated, or
 * semicolon-separated as German and other locales' Excel reads CSV by default.
 * - Quoted when it holds a quote, a line break or a delimiter of either convention (`,` `;` tab).
 * - Text that starts like a formula (= + - @, tab, carriage return) gets a leading apostrophe, and
 *   so does such a start right after a delimiter: a reader that splits on it anyway, ignoring the
 *   quotes, still shows text instead of running a formula.
 * Numbers are written as they are (a negative score stays a number).
 */
function csvField(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = cell.replace(/(^|[,;\t])(?=[=+\-@\t\r])/g, "$1'");
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]): string => `${cells.map(csvField).join(',')}\r\n`;

/** "time=score@method;…": the score history in one cell, oldest first (an unscored revision has no score between = and @). */
const revisionsCell = (record: StoryRecord): string =>
  record.score_revisions.map((revision) => `${revision.at}=${revision.score ?? ''}@${revision.method ?? ''}`).join(';');

/** The story's CSV rows: one per instrument (primary first), or one with empty instrument cells when it names none. */
export function csvRows(record: StoryRecord): string {
  const story: Cell[] = [
    record.id,
    record.created_at,
    record.published_at,
    record.headline,
    record.publisher,
    record.source_domain,
    record.url,
    record.event_type,
    record.category,
    record.analysis_method,
    record.first_score?.score ?? null,
    record.first_score?.method ?? null,
    record.first_score?.at ?? null,
    record.latest_score?.score ?? null,
    record.latest_score?.method ?? null,
    record.latest_score?.at ?? null,
    revisionsCell(record),
  ];
  if (record.instruments.length === 0) return csvLine([...story, ...Array(CSV_COLUMNS.length - story.length).fill(null)]);
  return record.instruments
    .map((instrument) => {
      const { reaction } = instrument;
      const readings = reaction ? [reaction.base, reaction['15m'], reaction['1h'], reaction['1d']] : [];
      return csvLine([
        ...story,
        instrument.rank,
        instrument.symbol,
        instrument.direction,
        instrument.score,
        reaction?.source ?? null,
        reaction ? String(reaction.simulated) : null,
        ...(reaction ? readings.flatMap((reading) => [reading.state, reading.price, reading.at]) : Array(HORIZON_COLUMNS.length).fill(null)),
      ]);
    })
    .join('');
}
