/**
 * A market-data provider over bars held in memory: answers as a real one does (bars with
 * from < at ≤ to), records each request, and can be made to fail or to hold its answers.
 */
import type { Bar, MarketDataError, MarketDataProvider, Resolution } from '@/server/market-data/market-data';

type Series = Partial<Record<Resolution, Bar[]>>;
type Request = { symbol: string; resolution: Resolution; from: Date; to: Date };

export type MemoryProvider = MarketDataProvider & {
  requests: Request[];
  /** The next requests fail with this error, until `recover()`. */
  fail(error: MarketDataError): void;
  recover(): void;
  /** Answers wait until the returned function is called; resolves once a request waits. */
  hold(): { waiting: Promise<void>; release: () => void };
};

export function memoryProvider(id: string, series: Record<string, Series>): MemoryProvider {
  const requests: Request[] = [];
  let failure: MarketDataError | null = null;
  let held: { gate: Promise<void>; arrived: () => void } | null = null;
  return {
    id,
    description: `${id}: bars held in memory`,
    requests,
    resolutionsFor: (symbol) => Object.keys(series[symbol] ?? {}) as Resolution[],
    async bars(symbol, resolution, from, to) {
      requests.push({ symbol, resolution, from, to });
      if (held) {
        held.arrived();
        await held.gate;
      }
      if (failure) throw failure;
      return (series[symbol]?.[resolution] ?? []).filter((bar) => bar.at > from && bar.at <= to);
    },
    async quote(symbol) {
      const last = series[symbol]?.minute?.at(-1) ?? series[symbol]?.day?.at(-1);
      return last ? { price: last.close, at: last.at } : null;
    },
    fail(error) {
      failure = error;
    },
    recover() {
      failure = null;
    },
    hold() {
      let release = () => {};
      let arrived = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const waiting = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      held = { gate, arrived };
      return {
        waiting,
        release: () => {
          held = null;
          release();
        },
      };
    },
  };
}

/** A minute bar each minute of a New York session in winter (14:30–21:00 UTC), at 100 plus a cent a minute. */
export function winterSession(day: string): Bar[] {
  const open = new Date(`${day}T14:30:00Z`).getTime();
  return Array.from({ length: 390 }, (_, i) => ({ at: new Date(open + (i + 1) * 60_000), close: Math.round((100 + (i + 1) * 0.01) * 100) / 100 }));
}
