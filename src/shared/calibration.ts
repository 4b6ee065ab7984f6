/**
 * The calibration board: how often a card's call was followed by a real move. For each score
 * band (the card's colour) and each method (rules-based, AI): how many stories, the median
 * absolute move of the primary instrument at 1 hour and 1 trading day, and the share whose
 * move agreed with the card's direction. The period and every n are always shown with it.
 */
import { z } from 'zod';
import type { ImpactLevel } from './impact';
import { researchDay } from './research-period';

/** Without dates, the board reads the last 90 days, today (UTC) included. */
export const CALIBRATION_DEFAULT_DAYS = 90;
/** The longest period the board reads: three years. */
export const CALIBRATION_MAX_DAYS = 1096;
/** The board as JSON for researchers: `GET` with `?from=YYYY-MM-DD&to=YYYY-MM-DD` (both optional). */
export const CALIBRATION_JSON_PATH = '/api/calibration.json';

/**
 * The period of the board, UTC days, both included: `to` defaults to today, `from` to 89 days
 * before `to`. Whether the span is allowed is checked with the defaults filled in (periodProblem).
 */
export const calibrationInput = z.object({ from: researchDay.optional(), to: researchDay.optional() }).optional();

/** 'offline' rows are the rules-based analyzer; any other method is an AI model. */
export type CalibrationMethod = 'rules' | 'ai';
export const calibrationMethodLabel: Record<CalibrationMethod, string> = { rules: 'Rules-based', ai: 'AI' };

/** The board's bands are the card's colours. */
export const calibrationBandLabel: Record<ImpactLevel, string> = { low: 'Green (below 4.0)', medium: 'Yellow (4.0–6.9)', high: 'Red (7.0 and above)' };

/** One horizon's figures for one cell: null figures when no story in the cell has a move there. */
export type CalibrationHorizon = {
  /** Stories with a recorded move of the primary instrument at this horizon. */
  n: number;
  /** Median of |move| (0.012 = 1.2 %). */
  medianAbsMove: number | null;
  /** Of the stories with a call (bullish or bearish) and a move: how many moved the called way. */
  called: number;
  agreed: number;
  /** agreed / called, or null when called is 0. */
  agreementShare: number | null;
};

export type CalibrationCell = {
  band: ImpactLevel;
  method: CalibrationMethod;
  /** Scored stories in the period, with or without a recorded move. */
  stories: number;
  '1h': CalibrationHorizon;
  '1d': CalibrationHorizon;
};

/**
 * Which stories a board counts, never both: 'real' ones, or — only while no real story in the
 * period has a recorded move — the sample feed's, whose prices are a simulated random walk.
 */
export type CalibrationStories = 'real' | 'simulated-samples';

export const calibrationStoriesText: Record<CalibrationStories, string> = {
  real: 'Real stories only: sample stories and their simulated prices are left out.',
  'simulated-samples':
    'Simulated sample stories: no real story has a recorded price move in this period yet, so the board shows the sample stories, priced by a seeded random walk, not market data.',
};

export type CalibrationBoard = {
  /** The period read, as ISO dates (inclusive), and when the figures were computed. */
  from: string;
  to: string;
  computedAt: string;
  storiesShown: CalibrationStories;
  /** Every band × method, in the order green, yellow, red × rules, AI; cells with no story are kept, with zeros. */
  cells: CalibrationCell[];
};
