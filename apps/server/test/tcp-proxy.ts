import net from 'node:net';

/**
 * A TCP hop in front of a real server (PostgreSQL, Redis) that a test can take away: `cut` closes
 * every connection and refuses new ones, as a server that went down; `hang` keeps connections open
 * but passes nothing on, as a server that stopped answering; `restore` brings it back on the same port.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  hang(): void;
  restore(): Promise<void>;
  /** Chunks clients sent while the proxy hung: how often they still tried. */
  swallowed(): number;
  close(): Promise<void>;
}

export async function tcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let hanging = false;
  let swallowed = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    track(client);
    track(upstream);
    client.on('data', (chunk) => (hanging ? swallowed++ : upstream.write(chunk)));
    upstream.on('data', (chunk) => !hanging && client.write(chunk));
    client.on('close', () => upstream.destroy());
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
    restore: async () => {
      hanging = false;
      if (!server.listening) await listen(port);
    },
    swallowed: () => swallowed,
    close: cut,
  };
}
