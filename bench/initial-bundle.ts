/**
 * Prints the gzip size of the JavaScript and CSS a browser loads for a page before it is
 * interactive (everything requested until the network is idle), file by file.
 * Budget: 130 KB of JavaScript for `/`.
 *
 *   bun bench/initial-bundle.ts [path ...]
 *
 * BENCH_PORT sets the port the app is served on (default 4391), so that two people on one
 * machine can run it at the same time.
 */
import { gzipSync } from 'node:zlib';
import { ensureBuild, launchChromium, machine, startApp } from './lib';

const BUDGET_JS_KB = 130;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];

await ensureBuild();
const app = await startApp(Number(process.env.BENCH_PORT) || 4391);
const browser = await launchChromium();
let overBudget = false;
try {
  console.log(`machine: ${machine()}`);
  for (const path of paths) {
    const page = await browser.newPage();
    const assets: { url: string; type: 'js' | 'css'; gzip: number }[] = [];
    // Bodies are read after the response event; all of them must be in before the page closes,
    // or the last scripts to arrive go uncounted.
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      reads.push(
        response.body().then((body) => {
          assets.push({ url: new URL(response.url()).pathname, type: type === 'script' ? 'js' : 'css', gzip: gzipSync(body, { level: 9 }).length });
        }),
      );
    });
    await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
    await Promise.all(reads);
    await page.close();
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const js = assets.filter((a) => a.type === 'js').reduce((sum, a) => sum + a.gzip, 0);
    const css = assets.filter((a) => a.type === 'css').reduce((sum, a) => sum + a.gzip, 0);
    console.log(`\n${path}`);
    for (const asset of assets.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(asset.gzip).padStart(7)} KB  ${asset.url}`);
    console.log(`  initial JS ${kb(js)} KB gzip, CSS ${kb(css)} KB gzip (JS budget ${BUDGET_JS_KB} KB)`);
    if (path === '/' && js / 1024 > BUDGET_JS_KB) overBudget = true;
  }
} finally {
  await browser.close();
  app.stop();
}
if (overBudget) {
  console.log(`\nover budget: the initial JavaScript of / exceeds ${BUDGET_JS_KB} KB gzip`);
  process.exitCode = 1;
}
