import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Where the e2e run's mail server writes what it receives (one JSON file per mail). */
export const mailDir = () => path.join(process.env['E2E_DATA_DIR']!, 'mail');

export interface SunkMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: number;
}

/** Points a site's mail settings at the sink, as its operator would in the back office. */
async function sendMailTo(sitePort: string | undefined, port: number): Promise<void> {
  const base = `http://127.0.0.1:${sitePort}/api/v1`;
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'fetch' };
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ userName: 'admin', password: 'admin1234' }),
  });
  if (!login.ok) throw new Error(`mail setup: admin login answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const set = await fetch(`${base}/admin/settings`, {
    method: 'PATCH',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      settings: { mail_host: '127.0.0.1', mail_port: String(port), mail_from: 'no-reply@bet.test' },
    }),
  });
  if (!set.ok) throw new Error(`mail setup: settings answered ${set.status}`);
}

/**
 * Global setup: a real SMTP server in the runner process for the whole run, and the site's mail
 * settings pointed at it (the site server is up before global setup runs). Workers read the mails
 * from files, as they do not share the runner's memory.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = mailDir();
  fs.mkdirSync(dir, { recursive: true });
  let seq = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const sunk: SunkMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            receivedAt: Date.now(),
          };
          const name = `${String(++seq).padStart(6, '0')}.json`;
          fs.writeFileSync(path.join(dir, `${name}.tmp`), JSON.stringify(sunk));
          // renamed into place whole, so a reader never sees half a file
          fs.renameSync(path.join(dir, `${name}.tmp`), path.join(dir, name));
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const port = (smtp.server.address() as AddressInfo).port;

  // both e2e servers: the players' site and the one for site-wide settings (playwright.config.ts)
  await sendMailTo(process.env['E2E_PORT'], port);
  await sendMailTo(process.env['E2E_SITE_PORT'], port);
  return () => new Promise<void>((resolve) => smtp.close(() => resolve()));
}
