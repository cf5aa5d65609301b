import type { Server } from 'node:http';
import net from 'node:net';
import { addressGroup } from './address-group.js';

export interface ConnectionCap {
  /** Open connections one address may hold; 0 leaves them uncounted. */
  max: number;
  /** The reverse proxies (TRUST_PROXY): they carry every client's connections and cap each client themselves. */
  exempt: false | string[];
}

/** An IPv4 client of a server listening on `::` arrives as `::ffff:a.b.c.d`. */
const unmapped = (address: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;

function exemptList(exempt: ConnectionCap['exempt']): net.BlockList | undefined {
  if (!Array.isArray(exempt)) return undefined;
  const list = new net.BlockList();
  for (const entry of exempt) {
    const [given = '', bits] = entry.split('/');
    const address = unmapped(given);
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/**
 * Counts the open connections of each address and closes a connection beyond `max` at once, before
 * it costs more than its file descriptor: thousands of idle or slow sockets from one address then
 * cannot use up the process's descriptors and shut everyone else out.
 */
export function capConnectionsPerAddress(server: Server, { max, exempt }: ConnectionCap): void {
  if (max === 0) return;
  const proxies = exemptList(exempt);
  const open = new Map<string, number>();
  server.on('connection', (socket: net.Socket) => {
    if (!socket.remoteAddress) return;
    const address = unmapped(socket.remoteAddress);
    if (proxies?.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4')) return;
    const key = addressGroup(address);
    const count = open.get(key) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left === 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
