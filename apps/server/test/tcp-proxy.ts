import net from 'node:net';

/**
 * A TCP hop in front of a real server (PostgreSQL, Redis) that a test can take away: `cut` closes
 * every connection and refuses new ones, as a server that went down; `hang` keeps connections open
 * but passes nothing on, as a server that stopped answering; `stall` holds back what some connections
 * send, both ways, as a network path that stopped passing packets while both ends stay open;
 * `restore` brings it back on the same port.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  hang(): void;
  /**
   * Holds back, without losing it, everything on the connections whose client has sent `said` (now
   * or later, a new connection too) until `restore`: a PostgreSQL connection by what it asked
   * (`LISTEN`), while the others pass on.
   */
  stall(said: string): void;
  restore(): Promise<void>;
  /** Chunks clients sent while the proxy hung: how often they still tried. */
  swallowed(): number;
  close(): Promise<void>;
}

/** What a connection's client said is remembered up to this many characters, for `stall`. */
const SAID_CHARS = 64 * 1024;

interface Hop {
  said: string;
  stalled: boolean;
  /** What came while stalled, to pass on in order at `restore`. */
  held: { to: net.Socket; chunk: Buffer }[];
  client: net.Socket;
  upstream: net.Socket;
}

export async function tcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const hops = new Set<Hop>();
  let hanging = false;
  let stalling: string | undefined;
  let swallowed = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const stallIfSaid = (hop: Hop) => {
    if (hop.stalled || stalling === undefined || !hop.said.includes(stalling)) return;
    hop.stalled = true;
    hop.client.pause();
    hop.upstream.pause();
  };
  const pass = (hop: Hop, to: net.Socket, chunk: Buffer) => (hop.stalled ? hop.held.push({ to, chunk }) : to.write(chunk));
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    const hop: Hop = { said: '', stalled: false, held: [], client, upstream };
    hops.add(hop);
    track(client);
    track(upstream);
    client.on('data', (chunk: Buffer) => {
      if (hanging) return swallowed++;
      if (hop.said.length < SAID_CHARS) hop.said += chunk.toString('latin1');
      stallIfSaid(hop);
      pass(hop, upstream, chunk);
    });
    upstream.on('data', (chunk: Buffer) => !hanging && pass(hop, client, chunk));
    client.on('close', () => (upstream.destroy(), hops.delete(hop)));
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const cut = async () => {
    const closing = stopListening();
    for (const socket of sockets) socket.destroy();
    await closing;
  };
  return {
    port,
    cut,
    hang: () => void (hanging = true),
    stall: (said) => {
      stalling = said;
      for (const hop of hops) stallIfSaid(hop);
    },
    restore: async () => {
      hanging = false;
      stalling = undefined;
      for (const hop of hops) {
        if (!hop.stalled) continue;
        hop.stalled = false;
        for (const { to, chunk } of hop.held.splice(0)) to.write(chunk);
        hop.client.resume();
        hop.upstream.resume();
      }
      if (!server.listening) await listen(port);
    },
    swallowed: () => swallowed,
    close: cut,
  };
}
