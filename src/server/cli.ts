/**
 * Operator commands:
 *   npx bun run cli analyze [--offline]     JSON lines {"headline", "summary"?} on stdin → one analysis per line
 *                                           (instruments with direction and score, event_type, confidence)
 *   npx bun run cli parse-feed <file|url>   the normalised items of one feed as JSON lines
 *   npx bun run cli ingest --once           one ingestion run with the configured sources
 *   npx bun run cli sources [--json]        each source's health, from the running server
 *   npx bun run cli publish ...             one story into the running server, as ingestion publishes
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
import type { SourceHealth } from './news/source-health';
import { fetchFeed } from './news/sources/feed-source';
import { callOperator, OperatorUnreachableError } from './operator/operator-client';
import { OPERATOR_PUBLISH_PATH, OPERATOR_SOURCES_PATH } from './operator/operator-routes';
import { createServices } from './services';

const [command, ...args] = process.argv.slice(2);
const usage = `usage:
  npx bun run cli analyze [--offline]     read {"headline": ..., "summary"?: ...} lines on stdin
  npx bun run cli parse-feed <file|url>   print the normalised items of one feed
  npx bun run cli ingest --once           run one ingestion with the configured sources
  npx bun run cli sources [--json]        list each source's last success, last error and next try
                                          (asks the server running on this machine with this DATA_DIR)
  npx bun run cli publish --headline <text> [--summary <text>] [--source <publisher>] [--url <link>]
                          [--published-at <ISO time in the last 7 days>]
                                          publish one story into the running server (analysis, live feed);
                                          without --headline, reads the same fields as one JSON object on stdin`;

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
          // What an operator audits a card by: each instrument's own direction, the event read, and the docs/product.md §9 confidence band.
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

/** Calls the running server, or ends with a message telling the operator what to do. */
async function operatorCall(path: string, init?: RequestInit): Promise<Response> {
  try {
    return await callOperator(env.DATA_DIR, path, init);
  } catch (error) {
    if (error instanceof OperatorUnreachableError) fail(`${command}: ${error.message}`);
    throw error;
  }
}

const utc = (time: string | null) => (time ? `${time.slice(0, 19).replace('T', ' ')} UTC` : 'never');

async function sourcesCommand() {
  const response = await operatorCall(OPERATOR_SOURCES_PATH);
  if (!response.ok) fail(`sources: the server answered ${response.status}: ${await response.text()}`);
  const { sources } = (await response.json()) as {
    sources: (Omit<SourceHealth, 'lastSuccessAt' | 'nextTryAt'> & { lastSuccessAt: string | null; nextTryAt: string | null })[];
  };
  if (args.includes('--json')) {
    for (const source of sources) console.log(JSON.stringify(source));
    return;
  }
  const failing = sources.filter((source) => source.state === 'failing').length;
  console.log(`${failing} of ${sources.length} ${sources.length === 1 ? 'source' : 'sources'} failing`);
  console.log(['state', 'failures', 'last success', 'next try', 'source', 'last error'].join('\t'));
  for (const source of sources) {
    const nextTry = source.state === 'finished' || source.state === 'retired' ? source.state : source.nextTryAt ? utc(source.nextTryAt) : 'not planned yet';
    const label = source.name === source.id ? source.id : `${source.name} (${source.id})`;
    console.log([source.state, source.consecutiveFailures, utc(source.lastSuccessAt), nextTry, label, source.lastError ?? ''].join('\t'));
  }
  if (failing > 0) process.exitCode = 1;
}

/** `--name value` pairs; a flag without its value is refused. */
function flagValues(names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const flag = args[i] ?? '';
    const name = flag.replace(/^--/, '');
    if (!flag.startsWith('--') || !names.includes(name)) fail(`publish: unknown argument ${flag}\n${usage}`);
    const value = args[++i];
    if (value === undefined) fail(`publish: ${flag} needs a value`);
    values[name] = value;
  }
  return values;
}

async function publishCommand() {
  const flags = flagValues(['headline', 'summary', 'source', 'url', 'published-at']);
  let body: string;
  if (flags.headline !== undefined) {
    const { 'published-at': publishedAt, ...rest } = flags;
    body = JSON.stringify({ ...rest, ...(publishedAt === undefined ? {} : { publishedAt }) });
  } else {
    if (process.stdin.isTTY) fail(`publish needs --headline, or one JSON object on stdin\n${usage}`);
    body = await Bun.stdin.text();
  }
  const response = await operatorCall(OPERATOR_PUBLISH_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  const answer = (await response.json().catch(() => ({}))) as { error?: string; published?: number; duplicates?: number };
  if (response.status === 201) return console.log(JSON.stringify(answer));
  if (response.ok) {
    fail(`publish: nothing published: a story with this link, or the same story from another outlet, is already stored (${JSON.stringify(answer)})`);
  }
  fail(`publish: the server refused the story (${response.status}): ${answer.error ?? ''}`);
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
  case 'sources':
    await sourcesCommand();
    break;
  case 'publish':
    await publishCommand();
    break;
  default:
    fail(usage);
}
