import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { RunningServer } from '../app.ts';
import { writeSetting } from '../modules/settings/index.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  messageId: string;
}

/**
 * A real SMTP server in the test process (smtp-server), keeping what it receives. It can be
 * stopped and started again on the same port, as a mail server that goes down and comes back.
 */
export interface TestMailServer {
  readonly port: number;
  readonly received: ReceivedMail[];
  /** whether it accepts connections now */
  readonly listening: boolean;
  /** The newest mail to an address, waiting for one that arrives later than `after` (a count of received mails). */
  lastMailTo(address: string, opts?: { timeoutMs?: number; after?: number }): Promise<ReceivedMail>;
  /** Refuses every recipient with 550 while set. */
  refuseRecipients: boolean;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startMailServer(port = 0): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | undefined;
  let boundPort = port;

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (api.refuseRecipients) {
          const err = Object.assign(new Error('mailbox unavailable'), { responseCode: 550 });
          return callback(err);
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              messageId: mail.messageId ?? '',
            });
            for (const w of waiters) w();
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });

  const listen = async () => {
    server = make();
    await new Promise<void>((resolve, reject) => {
      server!.server.once('error', reject);
      server!.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (server.server.address() as AddressInfo).port;
  };

  const api: TestMailServer = {
    get port() {
      return boundPort;
    },
    received,
    get listening() {
      return server !== undefined;
    },
    refuseRecipients: false,
    async lastMailTo(address, { timeoutMs = 10_000, after = 0 } = {}) {
      const want = address.toLowerCase();
      const find = () => received.slice(after).findLast((m) => m.to.includes(want));
      const found = find();
      if (found) return found;
      return new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const m = find();
          if (!m) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(m);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
      });
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    start: listen,
  };
  await listen();
  return api;
}

/** Points a test server's mail settings at a test mail server. */
export async function useMailServer(server: RunningServer, mail: TestMailServer): Promise<void> {
  await writeSetting(server.database, 'mail_host', '127.0.0.1');
  await writeSetting(server.database, 'mail_port', String(mail.port));
  await writeSetting(server.database, 'mail_from', 'no-reply@bet.test');
}

/** The one-time code in a message: the line that is nothing but the code (any language). */
export function codeIn(text: string): string {
  const m = /^([2-9A-Z]{10})$/m.exec(text);
  if (!m) throw new Error(`no code in: ${text}`);
  return m[1]!;
}
