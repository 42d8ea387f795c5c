import { pino, type Logger } from 'pino';

export type { Logger };

/** One structured logger per server; secrets never reach it (see `redact`). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['password', '*.password', '*.passwordHash', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}
