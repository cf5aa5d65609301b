import net from 'node:net';

/**
 * The key a per-address limit counts a client under. An IPv4 address is one client; an IPv6 client
 * is its /64, since one subscriber line or host gets a whole /64 and can pick a new address in it for
 * every request. An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) counts as the IPv4 address.
 */
export function addressGroup(ip: string): string {
  if (net.isIPv4(ip)) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped && net.isIPv4(mapped[1]!)) return mapped[1]!;
  if (!net.isIPv6(ip)) return ip;
  return `${firstFourGroups(ip.split('%')[0]!)}::/64`;
}

/** The first 64 bits of an IPv6 address, as four groups without leading zeros. */
function firstFourGroups(ip: string): string {
  const [head = '', tail] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  // An embedded IPv4 tail (`64:ff9b::1.2.3.4`) is two groups; only the count matters here.
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups
    .slice(0, 4)
    .map((g: string) => parseInt(g, 16).toString(16))
    .join(':');
}
