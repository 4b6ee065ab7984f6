/**
 * The point-in-time export of stories for backtests: `GET /api/export?from=YYYY-MM-DD&to=YYYY-MM-DD&format=csv|json`
 * with the session's bearer token, for subscribers and trial users. The columns are listed in
 * README.md ("Point-in-time export").
 */
import { z } from 'zod';
import { researchDay } from './research-period';

export const EXPORT_PATH = '/api/export';
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The longest period one export covers, in days (UTC days of stored stories, both ends included). */
export const EXPORT_MAX_DAYS = 366;
/** Exports per account and hour. */
export const EXPORTS_PER_HOUR = 10;

export const exportInput = z.object({
  from: researchDay,
  to: researchDay,
  format: z.enum(EXPORT_FORMATS, { error: 'Please pick the format csv or json.' }),
});

/** The file a download is saved as, e.g. impactwire-stories-2026-01-01-to-2026-03-31.csv. */
export const exportFileName = (from: string, to: string, format: ExportFormat): string => `impactwire-stories-${from}-to-${to}.${format}`;
