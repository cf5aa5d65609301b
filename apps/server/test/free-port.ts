import net from 'node:net';

/** A port nobody listens on yet: for a server whose own address must be known before it is built (PUBLIC_URL, the gateway's base). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
