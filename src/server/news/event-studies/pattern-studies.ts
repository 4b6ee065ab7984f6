/**
 * Event studies per event type and instrument, from the dated past events measured on the
 * shipped series and from the archive's stories with recorded reactions, combined (an archived
 * story about a listed event, the same type, instrument and closing day, is not counted twice),
 * and the "Historical patterns" line a published analysis carries.
 */
import type { AnalysisResult } from '../../../shared/analysis';
import type { Direction } from '../../../shared/news-kinds';
import type { Database } from '../../db/client';
import { log } from '../../log';
import { embeddedDailyBars } from '../../market-data/embedded';
import { findEventType } from '../events/taxonomy';
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

/**
 * The study of one event type on one instrument, or null when it has no case at all. Given the
 * way a card calls the instrument, only the cases predicted that way count: for a type whose
 * direction depends on the text (inflation rising or falling), a rise and a fall are two studies.
 */
function instrumentStudy(eventType: string, instrument: string, archive: readonly ArchiveCase[], called?: Direction): InstrumentStudy | null {
  const listed = shippedStudies().get(keyOf(eventType, instrument));
  const listedCases = listed && (!called || predictedDirection(eventType, instrument) === called) ? listed.cases : [];
  const listedDays = new Set(listedCases.map((c) => c.closeDay));
  const stories = archive.filter(
    (c) => c.eventType === eventType && c.instrument === instrument && (!called || c.predicted === called) && !listedDays.has(c.closeDay),
  );
  const cases = [...listedCases, ...stories];
  if (cases.length === 0) return null;
  return {
    instrument,
    summary: summarizeStudy(cases, listedCases.length > 0 ? (listed?.leftOut ?? 0) : 0),
    datedBy: listed && listedCases.length > 0 ? listed.datedBy : null,
    shippedSeries: listedCases.length > 0 ? instrument : null,
    archiveStoryIds: stories.map((c) => c.storyId),
    called: called && findEventType(eventType)?.mode !== 'fixed' ? called : null,
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
      const eventType = analysis.event_type;
      if (!eventType) return null;
      const cases = await archive();
      const calls = new Map(analysis.instruments.flatMap((i) => (i.direction === 'neutral' ? [] : [[i.symbol, i.direction] as const])));
      const listed = pastEventLists.find((list) => list.eventType === eventType)?.instruments ?? [];
      // A card that reads a listed instrument against the type's history (a negated event: "will not cut")
      // is not described by it: the analysis keeps its own line.
      if (listed.some((instrument) => calls.has(instrument) && calls.get(instrument) !== predictedDirection(eventType, instrument))) return null;
      // The card's own instruments, as it calls them, then the shipped series.
      const chosen = [...new Set([...calls.keys(), ...listed])]
        .flatMap((instrument) => instrumentStudy(eventType, instrument, cases, calls.get(instrument)) ?? [])
        .slice(0, MAX_INSTRUMENTS);
      if (chosen.length === 0) return null;
      return [...chosen.map((s) => studySentence(eventType, s)), sourcesSentence(chosen)].join(' ');
    },
  };
}
