/** Where the research data is read: the calibration board as JSON and the point-in-time export, by period (yyyy-mm-dd). */
import type { ExportFormat } from '@/shared/export-range';

type Period = { from: string; to: string };

export const calibrationJsonUrl = ({ from, to }: Period) => `/api/calibration.json?${new URLSearchParams({ from, to })}`;

export const exportUrl = ({ from, to }: Period, format: ExportFormat) => `/api/export?${new URLSearchParams({ from, to, format })}`;
