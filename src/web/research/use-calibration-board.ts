import { useQuery } from '@tanstack/react-query';
import type { CalibrationBoard } from '@/shared/calibration';
import { calibrationJsonUrl } from './research-urls';
import { fetchWithSession } from './session-fetch';

/** The calibration board of a period (yyyy-mm-dd, both ends included); null asks nothing. */
export function useCalibrationBoard(period: { from: string; to: string } | null) {
  return useQuery({
    queryKey: ['calibration', 'board', period],
    queryFn: async ({ signal }) => (await (await fetchWithSession(calibrationJsonUrl(period ?? { from: '', to: '' }), signal)).json()) as CalibrationBoard,
    enabled: period !== null,
    retry: false,
  });
}
