/**
 * The JSON log lines of a child process, collected as they arrive. A test waits for the line it
 * needs (the process announcing it listens, stops...) instead of guessing how long that takes.
 */
import { settleWithin } from './wait';

export type LogLine = Record<string, unknown> & { msg: string; level?: string };

export type ProcessLog = {
  lines: LogLine[];
  /** Resolves with the first line (already seen or still to come) that matches; fails after `timeout` or when the stream ends first. */
  waitForLine(predicate: (line: LogLine) => boolean, what: string, timeout?: number): Promise<LogLine>;
  /** Resolves once the stream has ended. */
  ended: Promise<void>;
};

/** Reads a stream of JSON lines to its end; lines that are not JSON are kept as `{ msg: text }`. */
export function collectLogLines(stream: ReadableStream<Uint8Array>): ProcessLog {
  const lines: LogLine[] = [];
  const listeners = new Set<() => void>();
  let finished = false;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of stream) {
        buffered += decoder.decode(chunk, { stream: true });
        const parts = buffered.split('\n');
        buffered = parts.pop() ?? '';
        for (const part of parts) if (part.trim()) lines.push(parseLine(part));
        notify();
      }
    } catch {
      // the process was killed mid-line
    }
    if (buffered.trim()) lines.push(parseLine(buffered));
    finished = true;
    notify();
  })();

  async function waitForLine(predicate: (line: LogLine) => boolean, what: string, timeout = 60_000): Promise<LogLine> {
    let listener = () => {};
    const found = new Promise<LogLine | 'ended'>((resolve) => {
      listener = () => {
        const line = lines.find(predicate);
        if (line) resolve(line);
        else if (finished) resolve('ended');
      };
      listeners.add(listener);
      listener();
    });
    const outcome = await settleWithin(found, timeout, 'late' as const);
    listeners.delete(listener);
    if (typeof outcome === 'object') return outcome;
    throw new Error(`${outcome === 'ended' ? 'the process ended before' : `waited ${timeout} ms for`} ${what}; log: ${JSON.stringify(lines)}`);
  }

  return { lines, waitForLine, ended };
}

function parseLine(text: string): LogLine {
  try {
    return JSON.parse(text) as LogLine;
  } catch {
    return { msg: text };
  }
}
