import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { parseAllowedOrigins } from './http/origin.ts';

/** The environment of API.md "Running it", validated once at start. */
const EnvSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  FEED: z
    .enum(['simulator', 'amqp', 'none'], { message: "must be 'simulator', 'amqp' or 'none'" })
    .default('simulator'),
  /** The broker the odds provider publishes to (FEED=amqp, SIM_PUBLISH=amqp). */
  AMQP_URL: z
    .string()
    .regex(/^amqps?:\/\//, 'must be an amqp:// URL')
    .default('amqp://guest:guest@127.0.0.1:5672'),
  /** The provider's topic exchange on the broker. */
  AMQP_EXCHANGE: z
    .string()
    .regex(/^[\w.:-]{1,200}$/, 'must be letters, digits, dots, colons or dashes')
    .default('unifiedfeed'),
  /** A producer without an alive message for this long is down (UOF: 20 s). */
  FEED_ALIVE_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be at least 100')
    .max(600_000, 'must be at most 600000')
    .default(20_000),
  /** The simulator publishes its world onto the broker as an odds provider would. */
  SIM_PUBLISH: z.enum(['amqp'], { message: "must be 'amqp'" }).optional(),
  /** Where the provider answers recovery requests; default: this server's own demo provider. */
  PROVIDER_API_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  SIM_SEED: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').default(1),
  SIM_SPEED: z.coerce
    .number({ message: 'must be a number' })
    .positive('must be above 0')
    .max(10_000)
    .default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A built web app elsewhere than web/dist (a second build beside the first, e.g. a test run's). */
  WEB_DIST: z.string().min(1).optional(),
  ALLOWED_ORIGINS: z
    .string()
    .refine(
      (v) => {
        try {
          parseAllowedOrigins(v);
          return true;
        } catch {
          return false;
        }
      },
      { message: 'must be origins like https://a.example separated by commas' },
    )
    .optional(),
  /** `GET /metrics` on the public port answers only `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces')
    .min(32, 'must be at least 32 characters')
    .max(200, 'must be at most 200 characters')
    .optional(),
  /** `GET /metrics` without a token on this port, bound to 127.0.0.1 only. */
  METRICS_PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .optional(),
  /** Each game provider's wallet secret: `house=<secret>,aggregator=<secret>` (32+ printable characters). */
  CASINO_SECRETS: z
    .string()
    .refine((v) => parseCasinoSecrets(v) !== null, {
      message:
        'must be provider=secret pairs separated by commas, each secret 32 to 200 printable characters',
    })
    .optional(),
  /** Where the built-in game provider reaches the seamless wallet; default this server on loopback. */
  CASINO_WALLET_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL')
    .optional(),
  /** From one bingo draw's start to the next one's (a short schedule for tests and demos). */
  BINGO_INTERVAL_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(2000, 'must be at least 2000')
    .max(86_400_000, 'must be at most a day')
    .default(300_000),
  /** From one bingo ball to the next. */
  BINGO_BALL_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(50, 'must be at least 50')
    .max(60_000, 'must be at most 60000')
    .default(3000),
  /**
   * How long a minute of the session idle settings lasts (for tests: the end-to-end run's idle
   * timeout of one minute then ends in seconds, on the server as in the browser).
   */
  SESSION_MINUTE_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1000, 'must be at least 1000')
    .max(60_000, 'must be at most 60000')
    .default(60_000),
  /** Where a launch sends the player for a game (the provider's game pages); default the built-in provider. */
  CASINO_GAME_URL: z
    .string()
    .regex(/^(https?:\/\/[^\s]+|\/[\w/-]*)$/, 'must be an http:// or https:// URL or a path')
    .optional(),
});

/** `a=secret,b=secret` as a map, or null when malformed. */
export function parseCasinoSecrets(v: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const pair of v.split(',')) {
    const m = /^([a-z][\w-]{0,39})=([\x21-\x7e]{32,200})$/.exec(pair.trim());
    if (!m || m[2]!.includes(',')) return null;
    out[m[1]!] = m[2]!;
  }
  return out;
}

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A PostgreSQL schema to use instead of `public` (tests give each run its own). */
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  feed: 'simulator' | 'amqp' | 'none';
  amqpUrl: string;
  amqpExchange: string;
  /** a producer silent for this long is down and its markets are suspended */
  feedAliveTimeoutMs: number;
  /** the simulator publishes onto the broker as a provider instead of feeding the catalogue */
  simPublish: boolean;
  /** the provider's recovery API; undefined: this server's own (the demo provider) */
  providerApiUrl: string | undefined;
  simSeed: number;
  simSpeed: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Where the built web app is; served with SPA fallback when it exists. */
  webDist: string;
  /** Page origins besides the site's own host that may open a realtime connection. */
  allowedOrigins: string[];
  /** The bearer token `GET /metrics` on the public port needs; unset: no metrics there (404). */
  metricsToken: string | undefined;
  /** A port on 127.0.0.1 serving only `GET /metrics` (0 picks a free one); unset: none. */
  metricsPort: number | undefined;
  /**
   * Game providers' wallet secrets by provider code. Without CASINO_SECRETS the built-in provider
   * gets a random one at start: fine for one instance; several instances need it set alike.
   */
  casinoSecrets: Record<string, string>;
  /** Where the built-in provider calls the wallet; undefined: this server over loopback. */
  casinoWalletUrl: string | undefined;
  /** The base of the game pages a launch opens (the built-in provider's by default). */
  casinoGameUrl: string;
  /** Bingo: from one draw's start to the next one's, and from one ball to the next. */
  bingoIntervalMs: number;
  bingoBallMs: number;
  /** How long a minute of the session idle settings lasts (60000 but in tests). */
  sessionMinuteMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration from an environment; throws a ConfigError naming every bad value. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // Empty strings count as unset, as shells often export them that way.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      return `  ${key} ${issue.message} (got ${JSON.stringify(cleaned[key])})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT)
    throw new ConfigError(
      `Invalid configuration:\n  METRICS_PORT must differ from PORT (got ${JSON.stringify(cleaned['METRICS_PORT'])})`,
    );
  return {
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: undefined,
    redisUrl: e.REDIS_URL,
    feed: e.FEED,
    amqpUrl: e.AMQP_URL,
    amqpExchange: e.AMQP_EXCHANGE,
    feedAliveTimeoutMs: e.FEED_ALIVE_TIMEOUT_MS,
    simPublish: e.SIM_PUBLISH === 'amqp',
    providerApiUrl: e.PROVIDER_API_URL?.replace(/\/+$/, ''),
    simSeed: e.SIM_SEED,
    simSpeed: e.SIM_SPEED,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    allowedOrigins: parseAllowedOrigins(e.ALLOWED_ORIGINS),
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    casinoSecrets: {
      house: randomBytes(32).toString('hex'),
      ...(e.CASINO_SECRETS ? parseCasinoSecrets(e.CASINO_SECRETS) : {}),
    },
    casinoWalletUrl: e.CASINO_WALLET_URL?.replace(/\/+$/, ''),
    casinoGameUrl: (e.CASINO_GAME_URL ?? '/games/house').replace(/\/+$/, ''),
    bingoIntervalMs: e.BINGO_INTERVAL_MS,
    bingoBallMs: e.BINGO_BALL_MS,
    sessionMinuteMs: e.SESSION_MINUTE_MS,
  };
}
