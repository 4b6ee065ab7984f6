import { describe, expect, test } from 'bun:test';
import type { InstrumentReaction } from '../../shared/reactions';
import { CSV_COLUMNS, csvLine, csvRows, type ExportedStory, storyRecord } from './export-rows';

/** Splits a line the way a reader that ignores quotes would: on every delimiter of its convention. */
const naiveCells = (line: string, delimiter: string) => line.replace(/\r\n$/, '').split(delimiter);
const runsAsFormula = (cell: string) => /^[=+\-@]/.test(cell.replace(/^"/, ''));

describe('CSV cells in a spreadsheet of either convention', () => {
  test('a cell holding a semicolon or a tab is quoted, so a semicolon-delimited reader keeps it whole', () => {
    expect(csvLine(['Copper slides; warehouses fill', 'a\tb', 'plain'])).toBe('"Copper slides; warehouses fill","a\tb",plain\r\n');
  });

  test('a formula start after any delimiter is defused, even for a reader that ignores the quotes', () => {
    for (const text of ['Copper slides;=SUM(A1) on stock data', 'Copper slides,+cmd|x', 'Copper slides\t@risk', 'Copper;-1+2']) {
      const line = csvLine([text]);
      for (const delimiter of [',', ';', '\t']) {
        for (const cell of naiveCells(line, delimiter)) expect(runsAsFormula(cell)).toBe(false);
      }
    }
    expect(csvLine(['Copper slides;=SUM(A1) on stock data'])).toBe(`"Copper slides;'=SUM(A1) on stock data"\r\n`);
  });

  test('ordinary text and numbers are written as they are', () => {
    expect(csvLine(['Gold edges up - 0.4% in Asia', -0.25, null, 'x, -2% on the day'])).toBe('Gold edges up - 0.4% in Asia,-0.25,,"x, -2% on the day"\r\n');
  });
});

describe('simulated prices in the export', () => {
  const reaction = (source: string): InstrumentReaction => ({
    symbol: 'NVDA',
    source,
    base: { state: 'recorded', price: 120, at: '2026-11-27T09:00:00.000Z' },
    horizons: { '15m': { state: 'recorded', price: 121, at: '2026-11-27T09:15:00.000Z' }, '1h': { state: 'no-data' }, '1d': { state: 'no-data' } },
    path: [],
  });
  const story = (source: string): ExportedStory => ({
    id: 7,
    createdAt: new Date('2026-11-27T09:00:00Z'),
    publishedAt: null,
    headline: 'Nvidia beats',
    publisherName: 'Northbridge Markets Wire',
    sourceDomain: 'northbridge-wire.example',
    url: null,
    category: 'earnings',
    analysisMethod: 'offline',
    analysis: null,
    reactions: { instruments: [reaction(source)], updatedAt: '2026-11-27T10:00:00.000Z' },
  });
  const simulatedCell = (source: string) => csvRows(storyRecord(story(source), [])).split(',')[CSV_COLUMNS.indexOf('simulated')];

  test('a sample story priced by the random walk is marked simulated in JSON and CSV; a provider’s prices are not', () => {
    expect(storyRecord(story('simulated'), []).instruments[0]?.reaction).toMatchObject({ source: 'simulated', simulated: true });
    expect(storyRecord(story('twelve-data'), []).instruments[0]?.reaction).toMatchObject({ source: 'twelve-data', simulated: false });
    expect(simulatedCell('simulated')).toBe('true');
    expect(simulatedCell('twelve-data')).toBe('false');
  });
});
