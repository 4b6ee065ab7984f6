/** Reading the evaluation sets kept outside the repository (../shared/eval/). */
import { existsSync, readFileSync } from 'node:fs';
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

/**
 * The rows of an evaluation table as records of the named columns: from the path given on the
 * command line, else from ../shared/eval/. Exits with a clear message when the file or a column
 * is missing.
 */
export function readEvalTable<C extends string>(name: string, pathArg: string | undefined, columns: readonly C[]): { path: string; rows: Record<C, string>[] } {
  const path = pathArg ? resolve(pathArg) : findEvalFile(name);
  if (!path || !existsSync(path)) {
    console.error(`Evaluation file not found: ${path ?? `../shared/eval/${name}`}`);
    console.error(`Expected ../shared/eval/${name} next to the repository, or pass its path.`);
    process.exit(2);
  }
  const [header, ...body] = parseCsv(readFileSync(path, 'utf8'));
  const at = columns.map((column) => header?.indexOf(column) ?? -1);
  if (at.some((index) => index < 0)) {
    console.error(`${path}: expected a header with the columns ${columns.map((c) => `"${c}"`).join(', ')}`);
    process.exit(2);
  }
  const rows = body.map((cells) => Object.fromEntries(columns.map((column, i) => [column, cells[at[i] as number] ?? ''])) as Record<C, string>);
  return { path, rows };
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
