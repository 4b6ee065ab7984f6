/**
 * The client side of bench/feed-fanout.ts, in its own process so it does not share a CPU
 * budget with the server: opens N live-feed streams, reports when they are connected, then
 * the wall-clock time each one saw the marker row.
 *   bun bench/fanout-clients.ts <url> <tokens-file> <count> <marker>
 * The file holds one access token per subscriber, a line each.
 */
const [url, tokensFile, countText, marker] = process.argv.slice(2);
const count = Number(countText);
if (!url || !tokensFile || !count || !marker) throw new Error('usage: fanout-clients <url> <tokens-file> <count> <marker>');
const tokens = (await Bun.file(tokensFile).text()).split('\n');

const receivedAt: number[] = [];
let connected = 0;
let failed = 0;
const controllers: AbortController[] = [];

async function subscribe(token: string) {
  const controller = new AbortController();
  controllers.push(controller);
  const response = await fetch(url as string, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  connected++;
  const decoder = new TextDecoder();
  try {
    for await (const chunk of response.body) {
      if (decoder.decode(chunk).includes(marker as string)) {
        receivedAt.push(Date.now());
        break;
      }
    }
  } catch {
    // aborted at the end
  }
}

const streams: Promise<void>[] = [];
for (let i = 0; i < count; i++) {
  streams.push(subscribe(tokens[i] ?? '').catch(() => void failed++));
  if (i % 250 === 249) await Bun.sleep(25);
}
while (connected + failed < count) await Bun.sleep(20);
console.log(JSON.stringify({ connected, failed }));

const deadline = Date.now() + 60_000;
while (receivedAt.length < connected && Date.now() < deadline) await Bun.sleep(5);
console.log(JSON.stringify({ receivedAt }));
for (const controller of controllers) controller.abort();
process.exit(0);
