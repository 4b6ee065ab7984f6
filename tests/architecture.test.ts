import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The folders of src/server and src/web are rooms: a room may lean on the rooms below it, never on one that leans back.
// A cycle means neither room can be read, tested or moved without the other.

const root = resolve(import.meta.dir, '..');
const sourceFile = /\.(ts|tsx)$/;
// Every way a module names another: static imports and re-exports (type-only ones too), side-effect imports, dynamic import().
const importSpecifier = /(?:\bimport|\bexport)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFilesUnder(path);
    return sourceFile.test(name) ? [path] : [];
  });
}

function importedPaths(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const paths: string[] = [];
  for (const match of text.matchAll(importSpecifier)) {
    const specifier = match[1] ?? match[2] ?? '';
    // tsconfig.json maps `@/*` to `./src/*`; bare names are packages, outside the house.
    if (specifier.startsWith('@/')) paths.push(join(root, 'src', specifier.slice(2)));
    else if (specifier.startsWith('.')) paths.push(resolve(dirname(file), specifier));
  }
  return paths;
}

/** The room a path belongs to: `src/shared`, or the first-level folder (or top-level file) under src/server or src/web. */
function roomOf(path: string): string | undefined {
  const [top, side, first] = relative(root, path).split('/');
  if (top !== 'src' || !side) return undefined;
  if (side !== 'server' && side !== 'web') return `src/${side}`;
  if (!first) return undefined;
  return `src/${side}/${first.replace(/\.(ts|tsx)$/, '')}`;
}

// Tests beside the code may reach across rooms to set a scene; the rooms are judged by what ships.
const shippedFiles = sourceFilesUnder(join(root, 'src')).filter((file) => !/\.test\.tsx?$/.test(file));

function roomGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of shippedFiles) {
    const from = roomOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const path of importedPaths(file)) {
      const to = roomOf(path);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The shortest way from one room to another, or undefined when there is none. */
function shortestPath(graph: Map<string, Set<string>>, from: string, to: string): string[] | undefined {
  const cameFrom = new Map<string, string>([[from, from]]);
  const queue = [from];
  for (let room = queue.shift(); room !== undefined; room = queue.shift()) {
    if (room === to) {
      const path = [to];
      while (path[0] !== from) path.unshift(cameFrom.get(path[0]!)!);
      return path;
    }
    for (const next of [...(graph.get(room) ?? [])].sort()) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, room);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/**
 * For every import between rooms that closes a loop, the shortest loop through it, written from its
 * alphabetically first room ("server/accounts → server/billing → server/accounts"). Every cycle is
 * made of such imports, so the list is empty exactly when the graph has none, and it stays readable
 * where listing every elementary cycle would run to thousands of lines.
 */
function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const back = shortestPath(graph, to, from);
      if (!back) continue;
      const loop = [from, ...back];
      loop.pop();
      const first = loop.indexOf([...loop].sort()[0]!);
      const rotated = [...loop.slice(first), ...loop.slice(0, first)];
      cycles.add([...rotated, rotated[0]!].map((room) => room.replace(/^src\//, '')).join(' → '));
    }
  }
  return [...cycles].sort();
}

describe('the rooms of src', () => {
  test('no folder of src/server or src/web depends on itself through another', () => {
    expect(cyclesOf(roomGraph())).toEqual([]);
  });

  test('the ground floors lean on nothing above them', () => {
    // Primitives and helpers every feature uses; one that imported a feature would drag it into every page or area.
    const allowed: Record<string, string[]> = {
      'src/web/lib': ['src/shared'],
      'src/web/components': ['src/shared', 'src/web/lib'],
      'src/server/lib': ['src/shared', 'src/server/db', 'src/server/env', 'src/server/errors', 'src/server/log', 'src/server/metrics'],
    };
    const graph = roomGraph();
    const beyond = Object.entries(allowed).flatMap(([room, below]) =>
      [...(graph.get(room) ?? [])].filter((to) => !below.includes(to)).map((to) => `${room} → ${to}`),
    );
    expect(beyond).toEqual([]);
  });

  test('src/shared imports nothing from src/server or src/web', () => {
    const reaches = shippedFiles
      .filter((file) => roomOf(file) === 'src/shared')
      .flatMap((file) =>
        importedPaths(file)
          .filter((path) => /^src\/(server|web)\//.test(relative(root, path)))
          .map((path) => `${relative(root, file)} → ${relative(root, path)}`),
      );
    expect(reaches).toEqual([]);
  });

  test('the graph sees the imports it judges', () => {
    // A regex that matched nothing would pass every check above.
    const graph = roomGraph();
    expect(graph.get('src/server/trpc')?.has('src/server/accounts')).toBe(true);
    expect(graph.get('src/web/routes')?.has('src/web/components')).toBe(true);
  });
});
