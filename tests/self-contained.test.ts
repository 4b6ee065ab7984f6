import { describe, expect, test } from 'bun:test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// The repository explains itself: code cites its own docs/, never a document kept elsewhere.

const root = resolve(import.meta.dir, '..');
const textFile = /\.(ts|tsx|js|mjs|md|json|css|html|sh)$/;
const outsideDocument = /spec §|DESIGN §|product-spec|DESIGN\.md/;
const docCitation = /docs\/([\w-]+\.md) §(\d+)/g;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return textFile.test(name) ? [path] : [];
  });
}

const checkedFiles = [...['src', 'tests', 'scripts', 'bench'].flatMap((folder) => filesUnder(join(root, folder))), join(root, 'README.md')];

/** The section numbers a document's headings carry ("## 4. States and transitions" gives 4). */
function sectionsOf(docPath: string): Set<string> {
  const headings = readFileSync(docPath, 'utf8').matchAll(/^#{2,3} (\d+)\./gm);
  return new Set([...headings].map((match) => match[1] ?? ''));
}

describe('a self-contained repository', () => {
  test('nothing cites a document kept outside the repository', () => {
    const citing = checkedFiles
      .filter((file) => file !== import.meta.path)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${relative(root, file)}:${index + 1}` }))
          .filter(({ line }) => outsideDocument.test(line))
          .map(({ where }) => where),
      );
    expect(citing).toEqual([]);
  });

  test('every docs/<file>.md §N names a document and a section it has', () => {
    const broken: string[] = [];
    let citations = 0;
    for (const file of checkedFiles) {
      for (const [citation, doc = '', section = ''] of readFileSync(file, 'utf8').matchAll(docCitation)) {
        citations += 1;
        const docPath = join(root, 'docs', doc);
        if (!existsSync(docPath) || !sectionsOf(docPath).has(section)) broken.push(`${relative(root, file)}: ${citation}`);
      }
    }
    expect(broken).toEqual([]);
    expect(citations).toBeGreaterThan(50);
  });
});
