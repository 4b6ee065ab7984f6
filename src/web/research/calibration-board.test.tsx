import { describe, expect, test } from 'bun:test';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CalibrationBoard, CalibrationCell, CalibrationHorizon } from '@/shared/calibration';
import { BoardView } from './calibration-board';
import { calibrationJsonUrl, exportUrl } from './research-urls';

const none: CalibrationHorizon = { n: 0, medianAbsMove: null, called: 0, agreed: 0, agreementShare: null };
const cell = (band: CalibrationCell['band'], method: CalibrationCell['method'], stories = 0, h1 = none, d1 = none): CalibrationCell => ({
  band,
  method,
  stories,
  '1h': h1,
  '1d': d1,
});

/** Red rules-based: 12 stories, 10 with a move after a day, 8 called, 6 of them the called way. */
const board: CalibrationBoard = {
  from: '2026-08-29',
  to: '2026-11-26',
  computedAt: '2026-11-26T14:02:00Z',
  storiesShown: 'real',
  cells: [
    cell(
      'low',
      'rules',
      40,
      { n: 30, medianAbsMove: 0.0012, called: 20, agreed: 9, agreementShare: 0.45 },
      { n: 28, medianAbsMove: 0.0041, called: 18, agreed: 9, agreementShare: 0.5 },
    ),
    cell('low', 'ai'),
    cell('medium', 'rules', 5),
    cell('medium', 'ai', 3, { n: 2, medianAbsMove: 0.003, called: 0, agreed: 0, agreementShare: null }, none),
    cell(
      'high',
      'rules',
      12,
      { n: 11, medianAbsMove: 0.0062, called: 9, agreed: 7, agreementShare: 7 / 9 },
      { n: 10, medianAbsMove: 0.0185, called: 8, agreed: 6, agreementShare: 0.75 },
    ),
    cell('high', 'ai'),
  ],
};

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const render = (shown: CalibrationBoard) => renderToStaticMarkup(<BoardView board={shown} zone="UTC" download={null} />);

describe('the calibration board', () => {
  test('the period, its length, the stories and when it was computed are always shown', () => {
    expect(text(render(board))).toContain('2026-08-29 to 2026-11-26 90 days · 60 scored stories · computed 11/26/2026 14:02');
  });

  test('every cell with every n: stories, then per horizon n, median |move| and agreed of called', () => {
    const shown = text(render(board));
    expect(shown).toContain('Red (7.0 and above) Rules-based 12 11 0.62 % 7 of 9 (78 %) 10 1.9 % 6 of 8 (75 %)');
    expect(shown).toContain('Green (below 4.0) Rules-based 40 30 0.12 % 9 of 20 (45 %) 28 0.41 % 9 of 18 (50 %)');
    expect(shown).toContain('Yellow (4.0–6.9) AI 3 2 0.30 % no calls 0 no moves no calls');
    // Cells with no story are kept, with zeros and words, never a made-up figure.
    expect(shown).toContain('Red (7.0 and above) AI 0 0 no moves no calls 0 no moves no calls');
    expect(render(board).match(/<tr class="border-t/g)).toHaveLength(6);
  });

  test('the chart comes with its caption and legend; the table scrolls within a frame reachable by keyboard', () => {
    const html = render(board);
    expect(text(html)).toContain('Share of called stories whose primary instrument moved the called way after 1 trading day');
    expect(text(html)).toContain('Rules-based (hollow bars) AI (solid bars)');
    expect(html).toMatch(/<section aria-labelledby="calibration-table-title" tabindex="0" class="overflow-x-auto/);
  });

  test('the board says which stories it counts: real ones, or simulated sample stories', () => {
    expect(text(render(board))).toContain('Real stories only: sample stories and their simulated prices are left out.');
    expect(text(render({ ...board, storiesShown: 'simulated-samples' }))).toContain(
      'Simulated sample stories: no real story has a recorded price move in this period yet, so the board shows the sample stories, priced by a seeded random walk, not market data.',
    );
  });

  test('a period without a recorded move says so, with no chart or table', () => {
    const empty = { ...board, cells: board.cells.map((each) => ({ ...each, '1h': none, '1d': none })) };
    const html = render(empty);
    expect(text(html)).toContain('No stories with recorded reactions in this period (60 scored stories, none with a recorded price move yet).');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('<figure');
    const noStories = { ...empty, cells: empty.cells.map((each) => ({ ...each, stories: 0 })) };
    expect(text(render(noStories))).toContain('No stories with recorded reactions in this period.');
  });

  test('the JSON and the export are asked for the period chosen', () => {
    expect(calibrationJsonUrl(board)).toBe('/api/calibration.json?from=2026-08-29&to=2026-11-26');
    expect(exportUrl({ from: '2026-11-01', to: '2026-11-26' }, 'csv')).toBe('/api/export?from=2026-11-01&to=2026-11-26&format=csv');
  });
});
