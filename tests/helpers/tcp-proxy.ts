/**
 * A TCP proxy between the app and a database, which a test can cut and restore: an outage of
 * the database as the app sees it, without touching the real server other tests share.
 */
import type { Socket, TCPSocketListener } from 'bun';

type Pipe = { peer: Socket<Pipe> | null; pending: Uint8Array[] };

export type TcpProxy = {
  port: number;
  /** Drops every open connection and refuses new ones, as a stopped server would. */
  cut(): void;
  /** Drops every open connection and accepts new ones that never answer, as a hung server or lost packets would. */
  stall(): void;
  restore(): void;
  /** The local ports of the proxy's connections to the database: how the database sees the app's sessions. */
  upstreamPorts(): number[];
  close(): void;
};

export function startTcpProxy(target: { hostname: string; port: number }): TcpProxy {
  const open = new Set<Socket<Pipe>>();
  const upstreams = new Set<Socket<Pipe>>();
  let listener: TCPSocketListener<Pipe> | null = null;
  let port = 0;
  let stalled = false;

  const listen = () =>
    Bun.listen<Pipe>({
      hostname: '127.0.0.1',
      port,
      socket: {
        async open(client) {
          client.data = { peer: null, pending: [] };
          open.add(client);
          if (stalled) return;
          try {
            const upstream = await Bun.connect<Pipe>({
              hostname: target.hostname,
              port: target.port,
              data: { peer: client, pending: [] },
              socket: {
                data: (socket, chunk) => void socket.data.peer?.write(chunk),
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
            for (const chunk of client.data.pending) upstream.write(chunk);
            client.data.pending = [];
          } catch {
            client.end();
          }
        },
        data(client, chunk) {
          if (stalled) return;
          if (client.data.peer) client.data.peer.write(chunk);
          else client.data.pending.push(new Uint8Array(chunk));
        },
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
    close() {
      this.cut();
    },
  };
}
