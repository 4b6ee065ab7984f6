import { describe, expect, test } from 'bun:test';
import { csvLine } from './export-rows';

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
