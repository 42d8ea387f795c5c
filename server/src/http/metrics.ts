import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** `res.locals` key of a request's route as the metrics name it, where its router knows it best. */
export const METRICS_ROUTE = 'metricsRoute';

/** Prometheus metrics of one server: request rate and latency per route, plus Node's own (event-loop lag). */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  // Each label set's series, found by one string: prom-client hashes a label object on every
  // call, which cost more than the rest of counting an answer.
  const series = new Map<
    string,
    { counter: ReturnType<typeof requests.labels>; histogram: ReturnType<typeof latency.labels> }
  >();
  /** Counts one answer given, timed from `start` (process.hrtime.bigint()). */
  const observe = (method: string, route: string, status: number, start: bigint) => {
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const key = `${method} ${status} ${route}`;
    let one = series.get(key);
    if (!one) {
      one = {
        counter: requests.labels({ method, route, status: String(status) }),
        histogram: latency.labels({ method, route }),
      };
      series.set(key, one);
    }
    one.counter.inc();
    one.histogram.observe(seconds);
  };

  const middleware: RequestHandler = (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      // The matched route pattern, not the raw URL, keeps the label set small.
      const route =
        (res.locals[METRICS_ROUTE] as string | undefined) ??
        (req.route ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched');
      observe(req.method, route, res.statusCode, start);
    });
    next();
  };

  const handler: RequestHandler = async (_req, res) => {
    res.type(registry.contentType).send(await registry.metrics());
  };

  return { registry, middleware, observe, handler };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Metrics on the public port only for `Authorization: Bearer <token>`; anyone else (or everyone,
 * with no token configured) falls through to the plain 404, so the route does not show it exists.
 */
export function behindToken(token: string | undefined, handler: RequestHandler): RequestHandler {
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  return (req, res, next) => {
    const sent = req.get('authorization');
    if (!expected || sent === undefined || !timingSafeEqual(digest(sent), expected)) return next();
    return handler(req, res, next);
  };
}
