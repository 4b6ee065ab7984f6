/**
 * Rows of a CSV answer (RFC 4180: fields may be quoted, a quote inside doubled), with the
 * header's names to find columns by. The official files name their columns ("10 Yr", "CLOSE",
 * "OBS_VALUE") and have reordered them before, so columns are never taken by position.
 */
export type CsvTable = { header: readonly string[]; rows: readonly (readonly string[])[] };

function splitRow(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/** The table, or null when the text is not a CSV with a header (an empty answer, a web page). */
export function parseCsv(text: string): CsvTable | null {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const first = lines[0];
  if (first === undefined || first.trimStart().startsWith('<') || !first.includes(',')) return null;
  return { header: splitRow(first), rows: lines.slice(1).map(splitRow) };
}

/** "08/14/2026" (the US month-first form) as "2026-08-14"; null for anything else. */
export function isoOfUsDate(date: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}
