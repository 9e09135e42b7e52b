import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  messageId: string | null;
  raw: string;
}

const header = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1].trim() ?? null;
};

/** A free TCP port on the loopback (nothing listens on it until someone does). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A mail server on the loopback (the smtp-server package) that keeps every message it accepts. It can
 * be taken down and brought up again on the same port, as an SMTP outage does to the API.
 */
export async function startFakeSmtp({ up = true }: { up?: boolean } = {}) {
  const port = await freePort();
  const received: ReceivedEmail[] = [];
  let server: SMTPServer | null = null;

  async function start() {
    if (server) return;
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: header(raw, 'Subject') ?? '',
            messageId: header(raw, 'Message-ID'),
            raw,
          });
          callback();
        });
      },
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
  }

  async function stop() {
    const running = server;
    server = null;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  }

  if (up) await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    up: start,
    down: stop,
    close: stop,
  };
}

export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;

/** The one-time code on a line of its own in a code email. */
export const codeIn = (email: ReceivedEmail) => /^([0-9A-HJKMNP-TV-Z]{5})\r?$/m.exec(email.raw)?.[1] ?? null;
