import http from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import { Server as SocketServer } from 'socket.io';
import { API_BASE } from '@bet/shared';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase, type Database } from './db/database.ts';
import { relayCommittedChanges } from './infra/change-relay.ts';
import { migrate } from './db/migrate.ts';
import { ApiRouter } from './http/api-router.ts';
import type { FrontLane } from './http/cached-answer.ts';
import { laneServer } from './http/lane.ts';
import { csrfGuard } from './http/csrf.ts';
import { protocolGuard } from './http/protocol.ts';
import { secureHeaders } from './http/secure-headers.ts';
import { errorHandler, notFoundHandler } from './http/errors.ts';
import { isAllowedOrigin } from './http/origin.ts';
import { behindToken, createMetrics } from './http/metrics.ts';
import { OpenApiRegistry, openApiPage } from './http/openapi.ts';
import { staticWeb } from './http/static-web.ts';
import { createLogger, type Logger } from './logger.ts';
import { composeModules, type Services } from './modules/index.ts';
import { accessGuard, markSignedIn } from './modules/auth/index.ts';
import { registerFeedMetrics } from './modules/feed/index.ts';

export const VERSION = '0.1.0';

const noop = () => {};

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly app: express.Express;
  readonly http: http.Server;
  readonly io: SocketServer;
  readonly database: Database;
  readonly logger: Logger;
  /** The loopback-only metrics listener (`METRICS_PORT`), when there is one. */
  readonly metricsUrl: string | undefined;
  /** What the modules were mounted with. */
  readonly context: AppContext;
  /** The services the composition root built and gave to the modules (tests reach them here). */
  readonly services: Services;
  /** Finishes in-flight requests, stops background work and closes the database. */
  close(): Promise<void>;
}

/**
 * Builds and starts one server: database migrated, modules mounted, listening on `config.port`
 * (0 picks a free port, which tests use to run many servers side by side).
 */
export async function startServer(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
): Promise<RunningServer> {
  const database = await openDatabase(config, (err) =>
    logger.warn(
      { err },
      'a checkpoint of the database log failed (past its bound, the server checkpoints itself)',
    ),
  );
  const stoppers: Array<() => Promise<void> | void> = [];
  try {
    await migrate(database, logger);

    const app = express();
    const headers = secureHeaders();
    const metrics = createMetrics();
    // The modules' front lanes answer repeated reads before Express; they are known once the
    // modules are composed, after socket.io (which needs the server) is attached.
    const frontLanes: FrontLane[] = [];
    const openapi = new OpenApiRegistry();
    const api = new ApiRouter(openapi, accessGuard);
    const jsonBody = express.json({ limit: '100kb' });
    // The API entries on the lane (a placement) are served apart (lane.ts): the same checks in the
    // same order, without the site's middleware and the matching of every other route.
    const laneApp = express();
    const lane = laneServer(
      laneApp,
      [metrics.middleware, headers, protocolGuard, jsonBody, csrfGuard],
      errorHandler(logger),
    );
    const server = http.createServer((req, res) => {
      const entry = api.lane.get(`${req.method} ${req.url}`);
      if (entry) return lane(req, res, entry);
      if (frontLanes.length) {
        const start = process.hrtime.bigint();
        for (const lane of frontLanes) {
          const route = lane(req, res, () => headers(req, res, noop));
          if (route !== undefined) return metrics.observe(req.method!, route, res.statusCode, start);
        }
      }
      app(req, res);
    });
    const io = new SocketServer(server, {
      serveClient: false,
      transports: ['websocket', 'polling'],
      // Every handshake (WebSocket and polling) from a page of another site is refused.
      allowRequest: (req, callback) => {
        const origin = req.headers.origin;
        if (isAllowedOrigin(origin, req.headers.host, config.allowedOrigins)) return callback(null, true);
        logger.warn({ origin, host: req.headers.host }, 'realtime connection from another origin refused');
        callback('originNotAllowed', false);
      },
    });
    const ctx: AppContext = { config, database, logger, io, onClose: (stop) => stoppers.push(stop) };

    for (const site of [app, laneApp]) {
      site.disable('x-powered-by');
      site.set('trust proxy', 'loopback');
      site.set('query parser', 'extended');
    }
    app.use(metrics.middleware);
    app.use(headers);
    // The answers to writes (a coupon placed, a cash-out) are a few kilobytes, made once for one
    // client: a deflate stream per answer cost more CPU than the bytes it saved. Reads (lists,
    // pages, the web app) are compressed as before; writes skip the middleware altogether (it wraps
    // an answer's writes even when it then decides not to compress).
    const compress = compression();
    app.use((req, res, next) =>
      req.method === 'GET' || req.method === 'HEAD' ? compress(req, res, next) : next(),
    );
    app.get('/metrics', behindToken(config.metricsToken, metrics.handler));

    await relayCommittedChanges(ctx);
    const { services, modules } = composeModules(ctx);
    for (const m of modules) if (m.frontLane) frontLanes.push(m.frontLane);
    registerFeedMetrics(metrics.registry, ctx);
    for (const m of modules) await m.mount(api, ctx);
    api.router.get('/openapi.json', (_req, res) => void res.json(openapi.document(VERSION)));
    api.router.get(
      '/docs',
      (_req, res) => void res.type('html').send(openApiPage(openapi.document(VERSION))),
    );

    for (const m of modules) m.mountSite?.(app, ctx, api);
    app.use(API_BASE, protocolGuard, jsonBody, csrfGuard, api.router);
    app.use(API_BASE, notFoundHandler);
    app.use(staticWeb(config.webDist, markSignedIn));
    app.use(notFoundHandler);
    app.use(errorHandler(logger));

    // Opened before the public port, so a failure there closes it again through the stoppers.
    const metricsServer =
      config.metricsPort === undefined
        ? undefined
        : await metricsListener(config.metricsPort, metrics.handler);
    if (metricsServer) stoppers.push(() => waitForClose(metricsServer));
    const metricsUrl = metricsServer && `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, resolve);
    });
    const port = (server.address() as AddressInfo).port;
    const url = `http://127.0.0.1:${port}`;
    logger.info({ port, database: database.dialect }, 'server listening');
    if (metricsUrl) logger.info({ metricsUrl }, 'metrics listening on loopback');

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        logger.info('server shutting down');
        // Sockets first (the realtime adapter still needs its connections), then background work.
        const closed = waitForClose(server);
        await io.close();
        for (const stop of stoppers.reverse()) await stop();
        await closed;
        await database.close();
        logger.info('server stopped');
      })());

    return { url, port, metricsUrl, app, http: server, io, database, logger, context: ctx, services, close };
  } catch (err) {
    for (const stop of stoppers.reverse()) await stop();
    await database.close();
    throw err;
  }
}

/** A listener on 127.0.0.1 that serves `GET /metrics` and nothing else. */
async function metricsListener(port: number, handler: express.RequestHandler): Promise<http.Server> {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', handler);
  app.use((_req, res) => void res.status(404).end());
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}

/** Resolves when every connection has ended; idle keep-alive sockets are closed as they go idle. */
function waitForClose(server: http.Server, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      resolve();
    });
  });
}
