import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { mailDir, type SunkMail } from './mail-sink.ts';

/**
 * The newest mail the site delivered to an address, waiting until one has arrived (received after
 * `since`, epoch ms, when given). The site sends through its outbox and a real SMTP server.
 */
export async function lastMailTo(
  address: string,
  { since = 0, timeoutMs = 15_000 }: { since?: number; timeoutMs?: number } = {},
): Promise<SunkMail> {
  const want = address.toLowerCase();
  let found: SunkMail | undefined;
  await expect
    .poll(
      () => {
        const files = fs
          .readdirSync(mailDir())
          .filter((f) => f.endsWith('.json'))
          .sort()
          .reverse();
        for (const f of files) {
          const m = JSON.parse(fs.readFileSync(path.join(mailDir(), f), 'utf8')) as SunkMail;
          if (m.receivedAt >= since && m.to.includes(want)) {
            found = m;
            return true;
          }
        }
        return false;
      },
      { timeout: timeoutMs, message: `a mail to ${address}` },
    )
    .toBe(true);
  return found!;
}

/** The one-time code in a message: the line that is nothing but the code (any language). */
export function codeIn(text: string): string {
  const m = /^([2-9A-Z]{10})$/m.exec(text);
  if (!m) throw new Error(`no code in: ${text}`);
  return m[1]!;
}
