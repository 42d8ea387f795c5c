import { pino, type DestinationStream, type Logger } from 'pino';
import type { SystemLogEntry, SystemLogLevel } from '@bet/shared';

export type { Logger };

/** How many warnings and errors a server keeps for the logs page. */
export const RECENT_LOG_CAPACITY = 500;
/** A kept entry's details are cut here: a huge request body must not fill the memory. */
const DETAIL_LIMIT = 4_000;

const LEVEL_NAMES: Record<number, SystemLogLevel> = { 40: 'warn', 50: 'error', 60: 'fatal' };
const OWN_FIELDS = new Set(['level', 'time', 'msg', 'pid', 'hostname']);

/**
 * The last warnings and errors of this server, as pino wrote them (secrets already redacted), for
 * the operator's logs page: a ring, so the oldest leave as new ones come.
 */
export class RecentLog implements DestinationStream {
  readonly since = new Date().toISOString();
  private readonly ring: SystemLogEntry[] = [];
  private next = 0;

  constructor(readonly capacity = RECENT_LOG_CAPACITY) {}

  write(line: string): void {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return;
    }
    const level = LEVEL_NAMES[Number(parsed['level'])];
    if (!level) return;
    const rest = Object.fromEntries(Object.entries(parsed).filter(([key]) => !OWN_FIELDS.has(key)));
    const detail = Object.keys(rest).length ? JSON.stringify(rest) : '';
    const entry: SystemLogEntry = {
      time: new Date(Number(parsed['time']) || Date.now()).toISOString(),
      level,
      message: typeof parsed['msg'] === 'string' ? parsed['msg'] : '',
      detail: detail.length > DETAIL_LIMIT ? `${detail.slice(0, DETAIL_LIMIT)}…` : detail,
    };
    if (this.ring.length < this.capacity) this.ring.push(entry);
    else this.ring[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
  }

  /** Newest first. */
  entries(): SystemLogEntry[] {
    const oldestFirst =
      this.ring.length < this.capacity
        ? this.ring
        : [...this.ring.slice(this.next), ...this.ring.slice(0, this.next)];
    return [...oldestFirst].reverse();
  }
}

const recentLogs = new WeakMap<Logger, RecentLog>();

/**
 * One structured logger per server; secrets never reach it (see `redact`). Warnings and errors are
 * also kept in memory for the logs page (recentLogOf), whatever the level written out.
 */
export function createLogger(level: string, out: DestinationStream = process.stdout): Logger {
  const recent = new RecentLog();
  const written = level === 'silent' ? [] : [{ level: level as pino.Level, stream: out }];
  const logger = pino(
    {
      // the lower of the two: the kept warnings need warn even when less is written out
      level: level === 'silent' || pino.levels.values[level]! > pino.levels.values['warn']! ? 'warn' : level,
      redact: {
        paths: [
          'password',
          '*.password',
          '*.passwordHash',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
    },
    pino.multistream([...written, { level: 'warn', stream: recent }]),
  );
  recentLogs.set(logger, recent);
  return logger;
}

/** What the server's logger kept, or nothing for a logger made elsewhere (a test's own). */
export function recentLogOf(logger: Logger): RecentLog | undefined {
  return recentLogs.get(logger);
}
