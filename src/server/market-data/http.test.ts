import { describe, expect, test } from 'bun:test';
import { getText } from './http';
import { MarketDataError } from './market-data';

const MIB = 1024 * 1024;

/** An answer that never ends: a megabyte at a time, as long as it is read. */
function endless(): Response {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new Uint8Array(MIB).fill(0x61));
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/csv' } });
}

describe('a provider answer is read up to a limit', () => {
  test('an endless answer fails as the provider failing, and reading it stops', async () => {
    const failure = await getText(async () => endless(), 'https://prices.test/series.csv', 'Test series', 10_000).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MarketDataError);
    expect(String(failure)).toContain('Test series: answer larger than');
  });

  test('an answer that declares itself too large is not read at all', async () => {
    const declared = new Response('x', { headers: { 'content-length': String(64 * MIB) } });
    const failure = await getText(async () => declared, 'https://prices.test/series.csv', 'Test series', 10_000).catch((error: unknown) => error);
    expect(String(failure)).toContain('Test series: answer too large');
  });

  test('an ordinary answer reads whole', async () => {
    const answer = await getText(async () => new Response('DATE,CLOSE\n01/02/2026,14.2\n'), 'https://prices.test/series.csv', 'Test series', 10_000);
    expect(answer).toMatchObject({ status: 200, text: 'DATE,CLOSE\n01/02/2026,14.2\n' });
  });
});
