import { useQuery } from '@tanstack/react-query';
import { CALIBRATION_DEFAULT_DAYS } from '@/shared/calibration';
import { addDays } from '@/shared/research-period';
import { trpc } from '@/web/trpc';
import type { Period } from './date-range-fields';

/** Today as the research periods count days: in UTC, as the server reads them. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/** The last `days` days up to today, both ends included. */
export const lastDays = (days: number, today = utcToday()): Period => ({ from: addDays(today, 1 - days), to: today });

/** The period the board shows when the page opens. */
export const defaultBoardPeriod = () => lastDays(CALIBRATION_DEFAULT_DAYS);

/** The calibration board of a period (yyyy-mm-dd, both ends included); null asks nothing. */
export const calibrationBoardQueryOptions = (period: Period | null) =>
  trpc.calibration.board.queryOptions(period ?? undefined, { enabled: period !== null, retry: false });

export function useCalibrationBoard(period: Period | null) {
  return useQuery(calibrationBoardQueryOptions(period));
}
