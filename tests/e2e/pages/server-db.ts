import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The end-to-end server's own SQLite file, for what only the server knows and a person reads
 * elsewhere (a captcha's answer, which a person reads from its image), and for states no page can
 * bring about (a settlement the database refused). Read-only unless a writer says so.
 */
function open(writable = false, baseURL?: string) {
  // the site-settings server (*.site.spec.ts) keeps a file of its own
  const ofSite = !!baseURL && new URL(baseURL).port === process.env['E2E_SITE_PORT'];
  const variable = ofSite ? 'E2E_SITE_DATA_DIR' : 'E2E_DATA_DIR';
  const dir = process.env[variable];
  if (!dir) throw new Error(`${variable} is not set`);
  const db = new Database(path.join(dir, 'betting.sqlite'), { readonly: !writable, fileMustExist: true });
  // the server writes to the file at the same time
  if (writable) db.pragma('busy_timeout = 5000');
  return db;
}

/** The answer to a captcha of the main end-to-end server, or of the server at `baseURL`. */
export function captchaAnswer(captchaId: string, baseURL?: string): string {
  const db = open(false, baseURL);
  try {
    const row = db.prepare('select answer from captchas where id = ?').get(captchaId) as
      { answer: string } | undefined;
    if (!row) throw new Error(`no captcha ${captchaId}`);
    return row.answer;
  } finally {
    db.close();
  }
}

/**
 * A kept row of a provider's settlement written by hand, as an operator might: its outcomes are
 * missing, so the feed's leader marks it failed at its next try (every few seconds) and keeps it
 * until removed. Returns its removal.
 */
export function parkFeedSettlement(matchId: number): () => void {
  const db = open(true);
  try {
    const { lastInsertRowid } = db
      .prepare(
        `insert into parked_feed_settlements (match_id, settlement, attempts, last_error, tried_at)
         values (?, ?, 3, 'database is locked', ?)`,
      )
      .run(matchId, JSON.stringify({ kind: 'settle', matchId, outcomes: null }), Date.now());
    return () => {
      const again = open(true);
      try {
        again.prepare('delete from parked_feed_settlements where id = ?').run(lastInsertRowid);
      } finally {
        again.close();
      }
    };
  } finally {
    db.close();
  }
}

/** Moves a transfer request's making back by `minutes`: the time a payment page waits, passed at once. */
export function transferRequestMadeAgo(id: number, minutes: number): void {
  const db = open(true);
  try {
    db.prepare('update transfer_requests set created_at = ? where id = ?').run(
      Date.now() - minutes * 60_000,
      id,
    );
  } finally {
    db.close();
  }
}

/** Moves a shop withdrawal's code expiry into the past: the days it could be collected, passed at once. */
export function shopWithdrawalCodeExpired(requestId: number): void {
  const db = open(true);
  try {
    db.prepare('update shop_withdrawals set expires_at = ? where request_id = ?').run(
      Date.now() - 60_000,
      requestId,
    );
  } finally {
    db.close();
  }
}
