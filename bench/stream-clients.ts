/**
 * The subscriber side of bench/restart-resume.ts and bench/instances-fanout.ts, in a process of
 * its own: holds many live-feed streams the way a browser's EventSource does, and when a
 * stream ends without 'return' (a restart) or cannot connect, comes back after a short random
 * wait with the id of the last event it received in the Last-Event-ID header.
 *
 * Talks JSON lines. In on stdin: first `{ clients: [{ origin, token }] }`, then commands
 * `status`, `report` and `stop`. Out on stdout: `{ type: 'connected' }` once every stream is
 * open the first time, then the answers to the commands.
 */

type ClientSpec = { origin: string; token: string };

type Client = ClientSpec & {
  /** The id of the last event received: where a reconnect resumes. */
  lastEventId: string | null;
  open: boolean;
  /** Each event's revision and when it arrived (ms since the epoch). */
  received: [number, number][];
  /** When the stream was lost, and when it was open again. */
  outages: { lostAt: number; backAt: number | null }[];
  returns: number;
  controller: AbortController;
};

/** How long a client waits before it reconnects: EventSource's default of about a second, spread so that thousands do not come back in one instant. */
const RECONNECT_MIN_MS = 500;
const RECONNECT_SPREAD_MS = 1_000;

const clients: Client[] = [];
let stopping = false;

const say = (message: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(message)}\n`);

async function hold(client: Client): Promise<void> {
  while (!stopping) {
    let firstEventAt: number | null = null;
    try {
      const response = await fetch(`${client.origin}/trpc/feed.onInsert`, {
        headers: {
          authorization: `Bearer ${client.token}`,
          accept: 'text/event-stream',
          ...(client.lastEventId ? { 'last-event-id': client.lastEventId } : {}),
        },
        signal: client.controller.signal,
      });
      if (response.status === 200 && response.body) {
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffered = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const at = Date.now();
          buffered += decoder.decode(value, { stream: true });
          const blocks = buffered.split('\n\n');
          buffered = blocks.pop() ?? '';
          for (const block of blocks) {
            if (!block.trim()) continue;
            if (block.startsWith('event: connected')) {
              firstEventAt ??= at;
              client.open = true;
              const outage = client.outages.at(-1);
              if (outage && outage.backAt === null) outage.backAt = at;
            } else if (block.startsWith('event: return')) {
              client.returns++;
            } else {
              const id = block.match(/^id: (\d+)$/m)?.[1];
              if (id) {
                client.lastEventId = id;
                client.received.push([Number(id), at]);
              }
            }
          }
        }
      } else {
        await response.body?.cancel();
      }
    } catch {
      // refused (the server is down) or cut: try again below
    }
    if (stopping) return;
    if (client.open || firstEventAt !== null) {
      client.open = false;
      client.outages.push({ lostAt: Date.now(), backAt: null });
    }
    await Bun.sleep(RECONNECT_MIN_MS + Math.random() * RECONNECT_SPREAD_MS);
  }
}

const lines = (async function* () {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of Bun.stdin.stream()) {
    buffered += decoder.decode(chunk, { stream: true });
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const part of parts) if (part.trim()) yield JSON.parse(part) as Record<string, unknown>;
  }
})();

const first = await lines.next();
const specs = (first.value as { clients: ClientSpec[] } | undefined)?.clients ?? [];
for (const [index, spec] of specs.entries()) {
  const client: Client = { ...spec, lastEventId: null, open: false, received: [], outages: [], returns: 0, controller: new AbortController() };
  clients.push(client);
  void hold(client);
  // Open in waves, as real readers arrive, not all in one tick.
  if (index % 250 === 249) await Bun.sleep(25);
}
while (clients.some((client) => !client.open)) await Bun.sleep(50);
say({ type: 'connected', count: clients.length });

for await (const command of lines) {
  if (command.cmd === 'status') {
    say({ type: 'status', open: clients.filter((client) => client.open).length, events: clients.reduce((sum, client) => sum + client.received.length, 0) });
  } else if (command.cmd === 'report') {
    say({
      type: 'report',
      clients: clients.map(({ received, outages, returns }) => ({ received, outages, returns })),
    });
  } else if (command.cmd === 'stop') {
    stopping = true;
    for (const client of clients) client.controller.abort();
    break;
  }
}
process.exit(0);
