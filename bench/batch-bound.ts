/**
 * What one short URL can make the server do: a subscriber's `GET` of 1,500 `feed.list` calls in
 * one batch (15 KB), eight at once, against a full page of 50 stories. Prints the status and
 * size of each answer and the peak resident memory of the process (server and client share
 * it). With the batch bound the server answers 400 at once.
 *
 *   bun bench/batch-bound.ts
 */
import './quiet-logs';
import { sql } from 'drizzle-orm';
import { createSession } from '../src/server/accounts/sessions';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { newsAnalysis, profiles, users } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { startServer } from '../src/server/server';
import { createServices } from '../src/server/services';
import { emptyAnalysis } from '../src/shared/stored-analysis';
import { machine, rssMiB } from './lib';

const CALLS = 1_500;
const AT_ONCE = 8;

const database = await openDatabase({ kind: 'memory' });
await migrateDatabase(database);
const env = parseEnv({});
const server = startServer({ env, database, services: createServices(env, database.db), port: 0, distDir: null });
for (let i = 0; i < 50; i++) {
  await database.db.insert(newsAnalysis).values({
    headline: `Central bank surprises markets with its rate decision, story ${i}`,
    summary: 'A summary of the story as the publisher wrote it. '.repeat(4),
    analysis: { ...emptyAnalysis, patterns: 'p'.repeat(400), explanation: 'e'.repeat(600) },
    impactScore: 0.5,
    symbols: ['EURUSD', 'DAX'],
    category: 'monetary',
    publishedAt: new Date(),
    sourceDomain: 'example.com',
    publisherName: 'Example',
    source: 'demo',
    url: `https://example.com/story-${i}`,
  });
}
const [user] = await database.db.insert(users).values({ email: 'batch@example.com', passwordHash: 'x', emailConfirmedAt: new Date() }).returning();
if (!user) throw new Error('no user');
await database.db.insert(profiles).values({ id: user.id, trialUntil: sql`now() + interval '1 day'` });
const headers = { authorization: `Bearer ${(await createSession(database.db, user)).access_token}` };

const page = await (await fetch(`${server.url.origin}/trpc/feed.list`, { headers })).arrayBuffer();
const url = `${server.url.origin}/trpc/${Array.from({ length: CALLS }, () => 'feed.list').join(',')}?batch=1`;
const before = rssMiB(process.pid);
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(process.pid))), 10);
const answers = await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    const response = await fetch(url, { headers });
    return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
  }),
);
clearInterval(sampler);
peak = Math.max(peak, rssMiB(process.pid));

console.log(`machine: ${machine()}`);
console.log(`one feed.list page: ${(page.byteLength / 1024).toFixed(0)} KB; batch URL: ${(url.length / 1024).toFixed(1)} KB`);
const tally = new Map<string, number>();
for (const { status, bytes } of answers) {
  const key = `${status}, ${bytes.toLocaleString('en')} bytes`;
  tally.set(key, (tally.get(key) ?? 0) + 1);
}
for (const [answer, count] of tally) console.log(`${count} × ${answer}`);
console.log(`resident memory: ${before} MiB before, ${peak} MiB at the peak`);
await server.stop();
await database.close();
