/**
 * Event studies per event type and instrument, from the dated past events measured on the
 * shipped series and from the archive's stories with recorded reactions, combined (an archived
 * story about a listed event, the same type, instrument and closing day, is not counted twice),
 * and the "Historical patterns" line a published analysis carries.
 */
import type { AnalysisResult } from '../../shared/analysis';
import type { Direction } from '../../shared/news-kinds';
import type { Database } from '../db/client';
import { log } from '../log';
import { embeddedDailyBars } from '../market-data/embedded';
import { type ArchiveCase, archiveCases } from './archive-study';
import { moveAfterEvent, summarizeStudy } from './event-study';
import { pastEventLists, predictedDirection } from './past-events';
import { type InstrumentStudy, sourcesSentence, studySentence } from './patterns-line';

/** A story's line names at most this many instruments. */
const MAX_INSTRUMENTS = 3;
/** How long the archive's cases are reused before they are read again. */
const ARCHIVE_TTL_MS = 10 * 60_000;
/**
 * How long a story waits for the archive's first read (a few seconds over 100,000 stories) before
 * it is published with the dated past events alone: publishing is never held up by the study.
 */
const FIRST_READ_WAIT_MS = 250;

type ShippedStudy = {
  datedBy: string;
  cases: { closeDay: string; year: number; move: number; predicted: Direction }[];
  leftOut: number;
};

const keyOf = (eventType: string, instrument: string) => `${eventType}|${instrument}`;

let shipped: Map<string, ShippedStudy> | null = null;

/** The dated past events measured on the shipped series, computed once on first use. */
function shippedStudies(): Map<string, ShippedStudy> {
  if (shipped) return shipped;
  shipped = new Map();
  for (const list of pastEventLists) {
    for (const instrument of list.instruments) {
      const bars = embeddedDailyBars(instrument) ?? [];
      const predicted = predictedDirection(list.eventType, instrument);
      const study: ShippedStudy = { datedBy: list.datedBy, cases: [], leftOut: 0 };
      for (const event of list.events) {
        const measured = moveAfterEvent(bars, event.time);
        if (!measured) {
          study.leftOut++;
          continue;
        }
        const year = 'at' in event.time ? event.time.at.getUTCFullYear() : Number(event.time.day.slice(0, 4));
        study.cases.push({ closeDay: measured.after.at.toISOString().slice(0, 10), year, move: measured.move, predicted });
      }
      shipped.set(keyOf(list.eventType, instrument), study);
    }
  }
  return shipped;
}

/** The study of one event type on one instrument, or null when it has no case at all. */
function instrumentStudy(eventType: string, instrument: string, archive: readonly ArchiveCase[]): InstrumentStudy | null {
  const listed = shippedStudies().get(keyOf(eventType, instrument));
  const listedDays = new Set(listed?.cases.map((c) => c.closeDay));
  const stories = archive.filter((c) => c.eventType === eventType && c.instrument === instrument && !listedDays.has(c.closeDay));
  const cases = [...(listed?.cases ?? []), ...stories];
  if (cases.length === 0) return null;
  return {
    instrument,
    summary: summarizeStudy(cases, listed?.leftOut ?? 0),
    datedBy: listed && listed.cases.length > 0 ? listed.datedBy : null,
    shippedSeries: listed && listed.cases.length > 0 ? instrument : null,
    archiveStoryIds: stories.map((c) => c.storyId),
  };
}

export type PatternStudies = {
  /** Every study of an event type: the shipped instruments first, then the archive's. */
  studiesOf(eventType: string): Promise<InstrumentStudy[]>;
  /**
   * The measured "Historical patterns" line for an analysis, or null when no study covers its
   * event type and instruments (the analysis then keeps its own qualitative line, which has no figure).
   */
  lineFor(analysis: Pick<AnalysisResult, 'event_type' | 'instruments'>): Promise<string | null>;
};

export function createPatternStudies(db: Database, options: { ttlMs?: number; firstReadWaitMs?: number; now?: () => number } = {}): PatternStudies {
  const ttlMs = options.ttlMs ?? ARCHIVE_TTL_MS;
  const firstReadWaitMs = options.firstReadWaitMs ?? FIRST_READ_WAIT_MS;
  const now = options.now ?? Date.now;
  let cached: { readAt: number; cases: ArchiveCase[] } | null = null;
  let reading: Promise<ArchiveCase[]> | null = null;

  function readArchive(): Promise<ArchiveCase[]> {
    reading ??= archiveCases(db)
      .then((cases) => {
        cached = { readAt: now(), cases };
        return cases;
      })
      .catch((error: unknown) => {
        log.warn('event study: the archive could not be read, the dated past events stand alone', {
          reason: error instanceof Error ? error.message : String(error),
        });
        return cached?.cases ?? [];
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  /** The archive's cases; a stale copy is served while a fresh one is read, and the first read is waited for only briefly. */
  async function archive(): Promise<ArchiveCase[]> {
    if (!cached) {
      const first = readArchive();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<ArchiveCase[]>((resolve) => {
        timer = setTimeout(() => resolve([]), firstReadWaitMs);
      });
      return Promise.race([first, waited]).finally(() => clearTimeout(timer));
    }
    if (now() - cached.readAt >= ttlMs) void readArchive();
    return cached.cases;
  }
  // Read at once, so the first stories published find it ready.
  void readArchive();

  async function studiesOf(eventType: string): Promise<InstrumentStudy[]> {
    const cases = await archive();
    const listed = pastEventLists.find((list) => list.eventType === eventType)?.instruments ?? [];
    const instruments = [...new Set([...listed, ...cases.filter((c) => c.eventType === eventType).map((c) => c.instrument)])];
    return instruments.flatMap((instrument) => instrumentStudy(eventType, instrument, cases) ?? []);
  }

  return {
    studiesOf,
    async lineFor(analysis) {
      if (!analysis.event_type) return null;
      const studies = await studiesOf(analysis.event_type);
      const card = new Map(analysis.instruments.map((i) => [i.symbol, i.direction]));
      // A card that reads a studied instrument against the type's history (a negated event: "will not cut")
      // is not described by it: the analysis keeps its own line.
      const against = (study: InstrumentStudy) => {
        const direction = card.get(study.instrument);
        return direction !== undefined && direction !== 'neutral' && study.summary.predicted !== 'mixed' && direction !== study.summary.predicted;
      };
      if (studies.some(against)) return null;
      // The card's own instruments first, then the shipped series; the archive's other instruments are not this story's.
      const chosen = studies
        .filter((s) => card.has(s.instrument) || s.shippedSeries !== null)
        .sort((a, b) => Number(card.has(b.instrument)) - Number(card.has(a.instrument)))
        .slice(0, MAX_INSTRUMENTS);
      if (chosen.length === 0) return null;
      return [...chosen.map((s) => studySentence(analysis.event_type as string, s)), sourcesSentence(chosen)].join(' ');
    },
  };
}
