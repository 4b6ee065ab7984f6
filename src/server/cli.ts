/**
 * Operator commands:
 *   bun run cli analyze [--offline]     JSON lines {"headline", "summary"?} on stdin → one analysis per line
 *                                       (instruments with direction and score, event_type, confidence)
 *   bun run cli parse-feed <file|url>   the normalised items of one feed as JSON lines
 *   bun run cli ingest --once           one ingestion run with the configured sources
 */
import { readFileSync } from 'node:fs';
import type { AnalysisResult, ArticleInput } from '../shared/analysis';
import { confidenceOf } from '../shared/impact';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { env } from './env';
import { createAnthropicAnalyzer } from './news/analyzers/anthropic';
import { analyzeWithFallback } from './news/analyzers/news-analyzer';
import { eventTypes } from './news/events/taxonomy';
import { decodeFeed } from './news/feeds/decode';
import { parseFeed } from './news/feeds/parse-feed';
import { ingestOnce } from './news/ingest';
import { type NewsItem, normalizeFeedItem } from './news/normalize';
import { analyzeOffline } from './news/offline/analyze-offline';
import { fetchFeed } from './news/sources/feed-source';
import { createServices } from './services';

const [command, ...args] = process.argv.slice(2);
const usage = `usage:
  bun run cli analyze [--offline]     read {"headline": ..., "summary"?: ...} lines on stdin
  bun run cli parse-feed <file|url>   print the normalised items of one feed
  bun run cli ingest --once           run one ingestion with the configured sources`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function analyzeCommand(offline: boolean) {
  const ai =
    !offline && env.ANTHROPIC_API_KEY
      ? createAnthropicAnalyzer({ apiKey: env.ANTHROPIC_API_KEY, model: env.ANTHROPIC_MODEL, baseURL: env.ANTHROPIC_BASE_URL, events: eventTypes })
      : null;
  // As in ingestion: an AI failure gives the offline analysis, with the failure logged on stderr.
  const analyze = async (article: ArticleInput): Promise<AnalysisResult> => (ai ? analyzeWithFallback(ai, article) : analyzeOffline(article));
  let lineNumber = 0;
  let errors = 0;
  const decoder = new TextDecoder();
  let buffered = '';
  const handle = async (line: string) => {
    lineNumber++;
    if (!line.trim()) return;
    try {
      const input = JSON.parse(line) as { headline?: unknown; summary?: unknown; content?: unknown };
      if (typeof input.headline !== 'string' || !input.headline.trim()) throw new Error('"headline" must be a non-empty string');
      const article = {
        headline: input.headline,
        summary: typeof input.summary === 'string' ? input.summary : null,
        content: typeof input.content === 'string' ? input.content : null,
      };
      const result = await analyze(article);
      console.log(
        JSON.stringify({
          headline: article.headline,
          impact_score: result.impact_score,
          // What an operator audits a card by: each instrument's own direction, the event read, and the spec §9 confidence band.
          instruments: result.instruments.map(({ symbol, market, direction, score }) => ({ symbol, market, direction, score })),
          event_type: result.event_type,
          confidence: result.impact_score === null ? null : confidenceOf(result.impact_score),
          category: result.category,
          symbols: result.symbols,
          analysis: { patterns: result.patterns, explanation: result.explanation, consensus_delta: result.consensus_delta, pathways: result.pathways },
          method: result.method,
        }),
      );
    } catch (error) {
      errors++;
      console.log(JSON.stringify({ line: lineNumber, error: error instanceof Error ? error.message : String(error) }));
    }
  };
  for await (const chunk of Bun.stdin.stream()) {
    buffered += decoder.decode(chunk, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) await handle(line);
  }
  if (buffered) await handle(buffered);
  if (errors > 0) process.exitCode = 1;
}

async function parseFeedCommand(target: string | undefined) {
  if (!target) fail(`parse-feed needs a file or URL\n${usage}`);
  const now = new Date();
  let items: NewsItem[];
  try {
    if (/^https?:\/\//.test(target)) {
      const result = await fetchFeed(target);
      if (result.status !== 'ok') fail('the server answered 304 Not Modified');
      items = result.feed.items
        .map((item) => normalizeFeedItem(item, { url: target, title: result.feed.title, link: result.feed.link ?? result.finalUrl }, now))
        .filter((item): item is NewsItem => item !== null);
    } else {
      let bytes: Uint8Array;
      try {
        bytes = readFileSync(target);
      } catch {
        fail(`cannot read ${target}`);
      }
      const feed = parseFeed(decodeFeed(bytes));
      const base = feed.link ?? 'https://localhost/';
      items = feed.items
        .map((item) => normalizeFeedItem(item, { url: base, title: feed.title, link: base }, now))
        .filter((item): item is NewsItem => item !== null);
    }
  } catch (error) {
    fail(`cannot read the feed: ${error instanceof Error ? error.message : String(error)}`);
  }
  for (const item of items) console.log(JSON.stringify({ ...item, publishedAt: item.publishedAt.toISOString() }));
}

async function ingestCommand() {
  if (!args.includes('--once')) fail(`ingest runs once and exits: add --once\n${usage}`);
  const database = await openDatabase(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR }).catch(
    (error: unknown) => {
      // The embedded database has one owner: a running server keeps the CLI out, with a reason.
      if (error instanceof DataDirInUseError) fail(`ingest: ${error.message} (DATA_DIR)`);
      throw error;
    },
  );
  try {
    await migrateDatabase(database);
    const services = createServices(env, database.db);
    const stats = await ingestOnce({ db: database.db, sources: services.news.sources, analyzer: services.analyzer });
    console.log(JSON.stringify(stats));
  } finally {
    await database.close();
  }
}

switch (command) {
  case 'analyze':
    await analyzeCommand(args.includes('--offline'));
    break;
  case 'parse-feed':
    await parseFeedCommand(args[0]);
    break;
  case 'ingest':
    await ingestCommand();
    break;
  default:
    fail(usage);
}
