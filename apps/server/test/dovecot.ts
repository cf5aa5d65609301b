import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from './free-port.js';

const DOVECOT = '/usr/sbin/dovecot';
const PASSWORD = 'mailbox-secret';
const READY_MS = 20_000;

/** Until the port takes a connection: the server has started listening. */
async function listening(port: number): Promise<void> {
  const until = Date.now() + READY_MS;
  for (;;) {
    const answered = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (answered) return;
    if (Date.now() > until) throw new Error(`Dovecot did not listen on ${port} within ${READY_MS} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * A real IMAP server: Debian's Dovecot, run on its own configuration in a folder of its own, on a free
 * port, plain text on 127.0.0.1, any user with one password. `append` puts a mail in a user's INBOX as
 * a mail server's delivery would; `url` is the mailbox address the app is given.
 */
export async function startDovecot() {
  if (!fs.existsSync(DOVECOT)) throw new Error(`No Dovecot at ${DOVECOT}: install Debian's "dovecot-imapd" package`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-imap-'));
  // The mail is written by the unprivileged user Dovecot switches to, which must reach its folder.
  fs.chmodSync(dir, 0o755);
  const mail = path.join(dir, 'mail');
  fs.mkdirSync(mail, { mode: 0o777 });
  fs.chmodSync(mail, 0o777);
  const port = await freePort();
  const conf = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(
    conf,
    `base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = campus-${path.basename(dir)}
protocols = imap
listen = 127.0.0.1
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# A wrong password is answered at once: the tests of a refused mailbox need not wait.
auth_failure_delay = 0
default_internal_user = dovenull
default_login_user = dovenull
mail_location = maildir:${mail}/%u
passdb {
  driver = static
  args = password=${PASSWORD}
}
userdb {
  driver = static
  args = uid=nobody gid=nogroup
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
`,
  );
  const server = spawn(DOVECOT, ['-F', '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  const errors: Buffer[] = [];
  server.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
  const exited = once(server, 'exit');
  await Promise.race([
    listening(port),
    exited.then(() => {
      throw new Error(`Dovecot stopped at start: ${Buffer.concat(errors).toString()}`);
    }),
  ]);

  const client = async (user: string) => {
    const c = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: PASSWORD }, logger: false });
    await c.connect();
    return c;
  };

  return {
    url: (user: string, mailbox = 'INBOX') => `imap://${user}:${PASSWORD}@127.0.0.1:${port}/${mailbox}`,
    /** Delivers a mail to the user's INBOX, unread. */
    async append(user: string, raw: Buffer | string) {
      const c = await client(user);
      try {
        await c.append('INBOX', raw);
      } finally {
        await c.logout();
      }
    },
    /** The user's INBOX: each mail's flags, in the order they arrived. */
    async flags(user: string): Promise<string[][]> {
      const c = await client(user);
      try {
        await c.mailboxOpen('INBOX');
        const found: string[][] = [];
        for await (const m of c.fetch('1:*', { flags: true })) found.push([...(m.flags ?? [])]);
        return found;
      } finally {
        await c.logout();
      }
    },
    async close() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
