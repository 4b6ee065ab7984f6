/**
 * Lighthouse (mobile preset) performance and accessibility scores of the public pages, with
 * the initial JavaScript each one loads. Goal: at least 0.95 for both on /, /features, /pricing.
 *
 *   bun bench/lighthouse.ts [path ...]
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from '../scripts/chromium';
import { ensureBuild, machine, root, startApp } from './lib';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/features', '/pricing'];
const chromeFlags = ['--headless=new', ...chromiumFlags].join(' ');

type Report = {
  categories: { performance: { score: number }; accessibility: { score: number } };
  audits: Record<
    string,
    { numericValue?: number; displayValue?: string; details?: { items?: { url: string; transferSize?: number; resourceType?: string }[] } }
  >;
};

await ensureBuild();
const app = await startApp(4397);
const out = mkdtempSync(join(tmpdir(), 'iw-lighthouse-'));
console.log(`machine: ${machine()}`);
console.log('page'.padEnd(12), 'performance', 'accessibility', 'initial JS (transfer)', 'LCP', 'TBT');
try {
  for (const path of paths) {
    const file = join(out, `${path.replaceAll('/', '_') || 'home'}.json`);
    const run = Bun.spawn(
      [
        join(root, 'node_modules/.bin/lighthouse'),
        `${app.url}${path}`,
        '--quiet',
        '--output=json',
        `--output-path=${file}`,
        '--only-categories=performance,accessibility',
        `--chrome-flags=${chromeFlags}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, stdout: 'ignore', stderr: 'pipe' },
    );
    if ((await run.exited) !== 0) {
      console.error(`lighthouse failed for ${path}: ${await new Response(run.stderr).text()}`);
      process.exitCode = 1;
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
    const scripts = report.audits['network-requests']?.details?.items?.filter((item) => item.resourceType === 'Script') ?? [];
    const js = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    console.log(
      path.padEnd(12),
      report.categories.performance.score.toFixed(2).padStart(11),
      report.categories.accessibility.score.toFixed(2).padStart(13),
      `${(js / 1024).toFixed(1)} KB`.padStart(21),
      (report.audits['largest-contentful-paint']?.displayValue ?? '').padStart(8),
      (report.audits['total-blocking-time']?.displayValue ?? '').padStart(8),
    );
  }
} finally {
  app.stop();
}
