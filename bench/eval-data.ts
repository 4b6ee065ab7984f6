/** Reading the evaluation sets kept outside the repository (../shared/eval/). */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Where an evaluation file lives: ../shared/eval/ next to the repository, or next to the folder
 * holding it when the checkout is a worktree one level deeper. Null when neither has it.
 */
export function findEvalFile(name: string): string | null {
  const root = resolve(import.meta.dir, '..');
  for (const dir of [resolve(root, '../shared/eval'), resolve(root, '../../shared/eval')]) {
    const path = resolve(dir, name);
    if (existsSync(path)) return path;
  }
  return null;
}

/** RFC 4180 CSV: quoted fields may hold commas, newlines and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1 || (r[0] ?? '') !== '');
}

