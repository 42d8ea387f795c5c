import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';

/** Serves one request of a lane entry with that entry's handlers (`ApiRouter.lane`). */
export type LaneServer = (
  req: IncomingMessage,
  res: ServerResponse,
  entry: readonly RequestHandler[],
) => void;

/**
 * The lane: a request of an entry on it runs `front` (what every API request passes), then the
 * entry's own handlers, in the order the site's routers would run them, and an error goes to
 * `onError`, but without the routers' matching and dispatch (some 5 % of a placement's CPU).
 * `app` lends the request and answer Express's methods and settings (trust proxy, the
 * query parser), as `app.handle` does.
 */
export function laneServer(
  app: Express,
  front: readonly RequestHandler[],
  onError: ErrorRequestHandler,
): LaneServer {
  return (incoming, outgoing, entry) => {
    const req = incoming as Request;
    const res = outgoing as Response;
    req.res = res;
    res.req = req;
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
    res.locals ??= Object.create(null) as Response['locals'];
    req.originalUrl = req.url;
    req.baseUrl = '';
    req.params = {};

    const fail = (err: unknown) => {
      try {
        onError(err, req, res, () => fallback(res));
      } catch {
        fallback(res);
      }
    };
    let at = 0;
    // As Express's router: a handler ends the request or calls `next`, a throw or a rejected
    // promise is an error.
    const next = (err?: unknown) => {
      if (err !== undefined && err !== null) return fail(err);
      const handler = at < front.length ? front[at] : entry[at - front.length];
      at++;
      if (!handler)
        return fail(new Error(`${req.method} ${req.url}: the lane entry ended without an answer`));
      try {
        const result: unknown = handler(req, res, next);
        if (result instanceof Promise) result.catch((e: unknown) => fail(e ?? new Error('rejected promise')));
      } catch (e) {
        fail(e);
      }
    };
    next();
  };
}

/** What is left when the error handler itself fails: a bare 500, or the connection closed. */
function fallback(res: ServerResponse): void {
  if (res.headersSent) res.destroy();
  else {
    res.statusCode = 500;
    res.end();
  }
}
