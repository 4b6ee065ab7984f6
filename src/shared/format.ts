/** Spec §9 date formats. */

/** Feed dates: US mm/dd/yyyy with 24-hour time, e.g. "11/21/2026 09:42". */
export function formatFeedDate(date: Date | string): string {
  const d = new Date(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Settings dates: German format, e.g. "21.11.2026". */
export function formatGermanDate(date: Date | string): string {
  const d = new Date(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

/** "just now", "5 min ago", "3 h ago", "2 d ago". */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - new Date(date).getTime()) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.round(hours / 24)} d ago`;
}
