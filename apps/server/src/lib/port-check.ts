import net from 'node:net';

/** The server's port cannot be had: another program listens on it, or the user may not open it. */
export class PortUnavailableError extends Error {}

const REASONS: Record<string, string> = {
  EADDRINUSE: 'is already in use by another program: stop that program, or set PORT to a free port',
  EACCES: 'may not be opened by this user (ports below 1024 need privileges): set PORT to 1024 or above',
  EADDRNOTAVAIL: 'cannot be opened on an address this machine does not have: check HOST',
};

/** The one line a server that cannot listen stops with. */
export function portUnavailable(err: unknown, port: number, host: string): PortUnavailableError | undefined {
  const reason = REASONS[String((err as NodeJS.ErrnoException)?.code)];
  return reason ? new PortUnavailableError(`Port ${port} on ${host} ${reason}.`) : undefined;
}

/**
 * Binds the port and lets it go again, before any start-up work (the data folder's lock, migrations,
 * the demo seed): a port that is taken stops the server at once, naming the port.
 */
export async function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port, host }, resolve);
    });
  } catch (err) {
    throw portUnavailable(err, port, host) ?? err;
  }
  await new Promise((resolve) => probe.close(resolve));
}
