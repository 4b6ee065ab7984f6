import { useQuery } from '@tanstack/react-query';
import { trpc } from '@/web/trpc';

/** The calibration board of a period (yyyy-mm-dd, both ends included); null asks nothing. */
export function useCalibrationBoard(period: { from: string; to: string } | null) {
  return useQuery(trpc.calibration.board.queryOptions(period ?? undefined, { enabled: period !== null, retry: false }));
}
