/** Where the research data is read: the calibration board as JSON and the point-in-time export, by period (yyyy-mm-dd). */
import { CALIBRATION_JSON_PATH } from '@/shared/calibration';
import { EXPORT_PATH, type ExportFormat } from '@/shared/story-export';

type Period = { from: string; to: string };

export const calibrationJsonUrl = ({ from, to }: Period) => `${CALIBRATION_JSON_PATH}?${new URLSearchParams({ from, to })}`;

export const exportUrl = ({ from, to }: Period, format: ExportFormat) => `${EXPORT_PATH}?${new URLSearchParams({ from, to, format })}`;
