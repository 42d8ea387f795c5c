import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Reads the end-to-end server's own SQLite file (read-only), for what only the server knows and a
 * person reads elsewhere: a captcha's answer, which a person reads from its image.
 */
function open() {
  const dir = process.env['E2E_DATA_DIR'];
  if (!dir) throw new Error('E2E_DATA_DIR is not set');
  return new Database(path.join(dir, 'betting.sqlite'), { readonly: true, fileMustExist: true });
}

export function captchaAnswer(captchaId: string): string {
  const db = open();
  try {
    const row = db.prepare('select answer from captchas where id = ?').get(captchaId) as
      { answer: string } | undefined;
    if (!row) throw new Error(`no captcha ${captchaId}`);
    return row.answer;
  } finally {
    db.close();
  }
}
