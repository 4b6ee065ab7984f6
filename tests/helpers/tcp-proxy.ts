/**
 * A TCP proxy between the app and a database, which a test can cut and restore: an outage of
 * the database as the app sees it, without touching the real server other tests share.
 */
import type { Socket, TCPSocketListener } from 'bun';

type Pipe = {
  peer: Socket<Pipe> | null;
  /** What the client sent before the upstream connection was open. */
  pending: Uint8Array[];
  /** What the socket did not take yet (a write takes only what fits): sent on drain, in order. */
  unwritten: Uint8Array[];
};

/** A connection whose client sent what a test intercepts. */
type Intercepted = {
  /** The local port of its upstream side: how the database sees the session (pg_stat_activity.client_port). */
  upstreamPort: number;
  /** Drops both sides at once, as a network reset would. */
  reset(): void;
};

export type TcpProxy = {
  port: number;
  /** Drops every open connection and refuses new ones, as a stopped server would. */
  cut(): void;
  /** Drops every open connection and accepts new ones that never answer, as a hung server or lost packets would. */
  stall(): void;
  restore(): void;
  /** The local ports of the proxy's connections to the database: how the database sees the app's sessions. */
  upstreamPorts(): number[];
  /**
   * The first time a client sends bytes that `matches` (a statement's text, say), they are held
   * back and `act` gets the connection: the test decides what happens to it at that very point.
   */
  interceptOnce(matches: (bytes: Uint8Array) => boolean, act: (connection: Intercepted) => void): void;
  close(): void;
};

/** Writes all of `chunk`, now or on the socket's next drains: a byte dropped would corrupt the protocol, not cut it. */
function send(socket: Socket<Pipe>, chunk: Uint8Array) {
  const { unwritten } = socket.data;
  if (unwritten.length > 0) {
    unwritten.push(new Uint8Array(chunk));
    return;
  }
  const written = Math.max(0, socket.write(chunk));
  if (written < chunk.byteLength) unwritten.push(new Uint8Array(chunk.subarray(written)));
}

function flush(socket: Socket<Pipe>) {
  const { unwritten } = socket.data;
  while (unwritten.length > 0) {
    const chunk = unwritten[0] as Uint8Array;
    const written = Math.max(0, socket.write(chunk));
    if (written < chunk.byteLength) {
      unwritten[0] = chunk.subarray(written);
      return;
    }
    unwritten.shift();
  }
}

export function startTcpProxy(target: { hostname: string; port: number }): TcpProxy {
  const open = new Set<Socket<Pipe>>();
  const upstreams = new Set<Socket<Pipe>>();
  let listener: TCPSocketListener<Pipe> | null = null;
  let port = 0;
  let stalled = false;
  let interception: { matches: (bytes: Uint8Array) => boolean; act: (connection: Intercepted) => void } | null = null;

  const listen = () =>
    Bun.listen<Pipe>({
      hostname: '127.0.0.1',
      port,
      socket: {
        async open(client) {
          client.data = { peer: null, pending: [], unwritten: [] };
          open.add(client);
          if (stalled) return;
          try {
            const upstream = await Bun.connect<Pipe>({
              hostname: target.hostname,
              port: target.port,
              data: { peer: client, pending: [], unwritten: [] },
              socket: {
                data: (socket, chunk) => {
                  if (socket.data.peer) send(socket.data.peer, chunk);
                },
                drain: flush,
                close: (socket) => {
                  upstreams.delete(socket);
                  socket.data.peer?.end();
                },
                error: (socket) => void socket.data.peer?.end(),
              },
            });
            open.add(upstream);
            upstreams.add(upstream);
            client.data.peer = upstream;
            for (const chunk of client.data.pending) send(upstream, chunk);
            client.data.pending = [];
          } catch {
            client.end();
          }
        },
        data(client, chunk) {
          if (stalled) return;
          const upstream = client.data.peer;
          if (upstream && interception?.matches(chunk)) {
            const { act } = interception;
            interception = null;
            act({
              upstreamPort: upstream.localPort,
              reset() {
                client.terminate();
                upstream.terminate();
              },
            });
            return;
          }
          if (upstream) send(upstream, chunk);
          else client.data.pending.push(new Uint8Array(chunk));
        },
        drain: flush,
        close: (client) => {
          open.delete(client);
          client.data.peer?.end();
        },
        error: (client) => void client.data.peer?.end(),
      },
    });

  const dropAll = () => {
    for (const socket of open) socket.terminate();
    open.clear();
    upstreams.clear();
  };
  listener = listen();
  port = listener.port;
  return {
    port,
    cut() {
      listener?.stop(true);
      listener = null;
      dropAll();
    },
    stall() {
      stalled = true;
      dropAll();
    },
    restore() {
      if (stalled) dropAll();
      stalled = false;
      listener ??= listen();
    },
    upstreamPorts: () => [...upstreams].map((socket) => socket.localPort),
    interceptOnce(matches, act) {
      interception = { matches, act };
    },
    close() {
      this.cut();
    },
  };
}
