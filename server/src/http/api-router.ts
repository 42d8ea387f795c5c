import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { z } from 'zod';
import { API_BASE, findNulCharacter, type Access, type RouteEntry } from '@bet/shared';
import { badRequest } from './errors.ts';
import { METRICS_ROUTE } from './metrics.ts';
import type { OpenApiRegistry } from './openapi.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a handler returns when it wrote the answer itself (e.g. a kept answer from AnswerCache). */
export const ANSWERED: unique symbol = Symbol('answered');
type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

interface RouteSpec<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
  R extends Schema,
> {
  method: Method;
  /** Express path below the API base, e.g. `/coupons/:ticketId`. */
  path: string;
  /** the base of a route beside the API */
  base?: string | undefined;
  summary: string;
  tag: string;
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  /** Status of a success, 200 unless said. */
  status?: number;
  /** Middleware run before validation (e.g. requiring a session). */
  before?: RequestHandler[];
  /** Answers that are not JSON (HTML, redirects) set this and write to `res` themselves. */
  raw?: boolean;
  handler: (input: {
    body: Out<B>;
    query: Out<Q>;
    params: Out<P>;
    req: Request;
    res: Response;
  }) => Promise<z.input<R> | typeof ANSWERED> | z.input<R> | typeof ANSWERED;
}

type EntryIn<E, K extends 'body' | 'query' | 'params'> = E extends { [P in K]: infer S extends Schema }
  ? z.output<S>
  : undefined;

/** The server's side of a contract entry: what it does with the validated input. */
export type EntryHandler<E extends RouteEntry> = (input: {
  body: EntryIn<E, 'body'>;
  query: EntryIn<E, 'query'>;
  params: EntryIn<E, 'params'>;
  req: Request;
  res: Response;
}) => Promise<z.input<E['response']> | typeof ANSWERED> | z.input<E['response']> | typeof ANSWERED;

/** The middleware that lets only the callers an access admits through. */
export type AccessGuard = (access: Access) => RequestHandler[];

/**
 * The only way the API adds a route: each is an entry of the shared contract, whose schemas
 * validate the input and whose record in the OpenAPI document can never fall behind the code.
 */
export class ApiRouter {
  readonly router: Router = express.Router();

  /**
   * The entries also served on the lane, by `METHOD /api/v1/path` (paths without parameters only):
   * the handlers a request of the entry runs on `router` after the API's checks, in the same order,
   * run by `lane.ts` without the site's middleware and without matching every route mounted before
   * them (for a placement that was more of the server's time than the placement's own SQL).
   */
  readonly lane = new Map<string, readonly RequestHandler[]>();
  /** what `use` added so far, in order: an entry on the lane runs what `router` would run before it */
  private readonly uses: RequestHandler[] = [];

  /** Every contract entry implemented so far, so tests can compare them with the contract. */
  readonly implemented = new Set<RouteEntry>();

  constructor(
    private readonly openapi: OpenApiRegistry,
    private readonly guard: AccessGuard = () => [],
    /** where this router is mounted: the API base (undefined) or the base of routes beside it */
    readonly base?: string,
  ) {}

  /**
   * A router for contract entries hosted beside the API at `base` (for other parties, without the
   * API's protocol and CSRF handling): the same validation, and the same OpenAPI document.
   */
  beside(base: string): ApiRouter {
    return new ApiRouter(this.openapi, this.guard, base);
  }

  /** Middleware every API route runs after the protocol and CSRF checks (on the lane too). */
  use(...handlers: RequestHandler[]): void {
    this.router.use(...handlers);
    this.uses.push(...handlers);
  }

  /**
   * Serves a contract entry: its access guard, input validation and OpenAPI operation all follow
   * from the entry; `before` adds middleware such as rate limits after the guard; `lane` serves it
   * on the lane too (for the hottest writes).
   */
  implement<E extends RouteEntry>(
    entry: E,
    handler: EntryHandler<E>,
    options: { before?: RequestHandler[]; lane?: boolean } = {},
  ): void {
    if (this.implemented.has(entry)) throw new Error(`${entry.method} ${entry.path} is implemented twice`);
    if (entry.base !== this.base)
      throw new Error(`${entry.method} ${entry.path} belongs under ${entry.base ?? 'the API base'}`);
    if (options.lane && (this.base !== undefined || entry.path.includes(':')))
      throw new Error(`${entry.method} ${entry.path}: only API routes without parameters take the lane`);
    this.implemented.add(entry);
    this.route(
      {
        ...(entry as RouteEntry),
        before: [...this.guard(entry.access), ...(options.before ?? [])],
        handler: handler as RouteSpec<Schema, Schema, Schema, Schema>['handler'],
      },
      options.lane === true,
    );
  }

  private route<
    B extends Schema | undefined,
    Q extends Schema | undefined,
    P extends Schema | undefined,
    R extends Schema,
  >(spec: RouteSpec<B, Q, P, R>, lane = false): void {
    this.openapi.add(spec);
    // The route's name in the metrics, kept from here: Express restores `req.baseUrl` as a refusal
    // leaves the API's router, which had counted a refused placement under `/coupons`.
    const route = `${this.base ?? API_BASE}${spec.path}`;
    const named: RequestHandler = (_req, res, next) => {
      res.locals[METRICS_ROUTE] = route;
      next();
    };
    const run: RequestHandler = async (req, res) => {
      const input = {
        body: parse(spec.body, req.body ?? {}, 'body'),
        query: parse(spec.query, req.query, 'query'),
        params: parse(spec.params, req.params, 'params'),
        req,
        res,
      } as Parameters<typeof spec.handler>[0];
      const result = await spec.handler(input);
      if (spec.raw || result === ANSWERED) return;
      // A handler may answer with another success status (e.g. 200 for a replayed creation).
      res.status((res.locals['status'] as number | undefined) ?? spec.status ?? 200).json(result);
    };
    const handlers = [named, ...(spec.before ?? []), run];
    this.router[spec.method](spec.path, ...handlers);
    if (lane) this.lane.set(`${spec.method.toUpperCase()} ${route}`, [...this.uses, ...handlers]);
  }
}

function parse(schema: Schema | undefined, value: unknown, where: string): unknown {
  const nulAt = findNulCharacter(value);
  if (nulAt !== null)
    throw badRequest('invalidRequest', { in: where, issues: [{ path: nulAt, message: 'NUL character' }] });
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badRequest('invalidRequest', {
    in: where,
    issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  });
}
