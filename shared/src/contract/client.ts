import type { z } from 'zod';
import { API_BASE, CSRF_HEADER, CSRF_HEADER_VALUE } from '../api/http.ts';
import {
  PROTOCOL_HEADER,
  PROTOCOL_VERSION,
  type ContractAreas,
  type HttpMethod,
  type RouteEntry,
} from './route.ts';

/**
 * How a call failed, for a caller that must know whether the request may have done its work:
 * - `refused`: the API answered with its own refusal (a 4xx with a message key); the request did nothing.
 * - `failed`: an answer came but not that one (a 5xx, a 4xx from something in between, an unreadable
 *   or off-contract answer); the request may have been carried out.
 * - `network`: no answer came (the connection failed, was cut or timed out); `cause` holds the error.
 */
export type ApiFailure = 'refused' | 'failed' | 'network';

/** A refusal or failure of the API, carrying the contract's message key so a client can translate it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly serverMessage: string,
    readonly details: Record<string, unknown> = {},
    /** false when the server says the session is gone */
    readonly login: boolean = true,
    /** see ApiFailure; by default a 4xx is a refusal and anything else a failure */
    readonly failure: ApiFailure = status >= 400 && status < 500 ? 'refused' : 'failed',
    cause?: unknown,
  ) {
    super(code, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
  }

  /**
   * For a network failure: true when the request itself failed before any answer began (fetch
   * rejected), false when the connection broke while the answer was arriving, so it reached the server.
   */
  beforeAnswer = false;

  /**
   * No answer reached this client: the connection failed or timed out (the cause says how). Its
   * key says so (the device is offline or the site out of reach), not that the site failed.
   */
  static network(cause: unknown, beforeAnswer = false): ApiError {
    const err = new ApiError(0, 'noConnection', '', {}, true, 'network', cause);
    err.beforeAnswer = beforeAnswer;
    return err;
  }
}

/** What the client needs of `fetch`: the browser's, Node's or a test's. */
export type FetchLike = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string | undefined;
    credentials?: 'same-origin' | 'include' | 'omit';
  },
) => Promise<FetchAnswer>;

export interface FetchAnswer {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export interface ClientOptions {
  /** Where the API lives: `/api/v1` on the same site, or a full URL (terminal, tests). */
  baseUrl?: string;
  credentials?: 'same-origin' | 'include' | 'omit';
  /** Headers sent with every request (e.g. a cookie outside a browser). */
  headers?: () => Record<string, string>;
  /** Query values sent with every request (e.g. the language of server messages). */
  query?: () => Record<string, string>;
  /** Sees every answer before it is read (session headers, protocol refusals). */
  onResponse?: (answer: FetchAnswer) => void;
  /** Checks every answer against its response schema (tests; costs time on a phone). */
  validateResponses?: boolean;
}

/** Per call: headers of this request only (an idempotency key, say). */
export interface CallOptions {
  headers?: Record<string, string>;
}

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

type ParamsArg<E> = E extends { params: infer P extends z.ZodType } ? [params: z.input<P>] : [];
type BodyArg<E> = E extends { body: infer B extends z.ZodType } ? [body: z.input<B>] : [];
type QueryArg<E> = E extends { query: infer Q extends z.ZodType }
  ? object extends z.input<Q>
    ? [query?: z.input<Q>]
    : [query: z.input<Q>]
  : [];
/** A call's arguments, in order: path parameters, body, query (each only when the route has one). */
export type CallArgs<E> = [...ParamsArg<E>, ...BodyArg<E>, ...QueryArg<E>];
/** What a call resolves to: the route's response. */
export type CallResult<E extends RouteEntry> = z.output<E['response']>;

/** A JSON route is a call; a raw route (an HTML page) gives the address to open. */
export type ClientMethod<E extends RouteEntry> = E extends { raw: true }
  ? (...args: CallArgs<E>) => string
  : (...args: [...CallArgs<E>, options?: CallOptions]) => Promise<CallResult<E>>;

/** Every method names its call (`coupons.list`), e.g. for a cache key. */
export interface NamedCall {
  readonly callName: string;
}

export type ApiClient<C extends ContractAreas> = {
  [A in keyof C]: { [N in keyof C[A]]: ClientMethod<C[A][N]> & NamedCall };
};

/**
 * What a client must know of a route to call it: no schemas, so a browser that calls the API does
 * not bundle the schema library. A full entry is one too (tests check answers with its schema).
 */
export interface CallShape {
  method: HttpMethod;
  path: string;
  params?: unknown;
  query?: unknown;
  body?: unknown;
  raw?: boolean;
  response?: z.ZodType;
}

/** The call shape of an entry, as the generated table holds it. */
export function callShape(entry: RouteEntry): CallShape {
  return {
    method: entry.method,
    path: entry.path,
    ...(entry.params ? { params: true } : {}),
    ...(entry.query ? { query: true } : {}),
    ...(entry.body ? { body: true } : {}),
    ...(entry.raw ? { raw: true } : {}),
  };
}

/** A route's path with its parameters filled in (each encoded as one path segment). */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new TypeError(`path parameter ${name} is missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}

function queryString(...sources: Array<Record<string, QueryValue> | undefined>): string {
  const pairs = new Map<string, string[]>();
  for (const source of sources)
    for (const [key, value] of Object.entries(source ?? {})) {
      if (value === undefined || value === null || value === '') continue;
      // A later source replaces an earlier one's value of the same name.
      pairs.set(key, Array.isArray(value) ? value.map(String) : [String(value)]);
    }
  const text = [...pairs]
    .flatMap(([key, values]) => values.map((v) => `${encodeURIComponent(key)}=${encodeURIComponent(v)}`))
    .join('&');
  return text ? `?${text}` : '';
}

interface ErrorShape {
  error?: { code?: string; message?: string; details?: Record<string, unknown> };
  login?: boolean;
}

/**
 * A typed client of the given contract areas: `client.coupons.create(body)` sends the route's
 * request and resolves to its response; a refusal rejects with an ApiError holding the message key.
 */
export function createClientFor<C extends ContractAreas>(
  areas: C | { [A in keyof C]: { [N in keyof C[A]]: CallShape } },
  fetchLike: FetchLike,
  options: ClientOptions = {},
): ApiClient<C> {
  const base = options.baseUrl ?? API_BASE;

  function split(entry: CallShape, args: unknown[]) {
    let i = 0;
    const params = entry.params ? (args[i++] as Record<string, unknown>) : undefined;
    const body = entry.body ? args[i++] : undefined;
    const query = entry.query ? (args[i++] as Record<string, QueryValue> | undefined) : undefined;
    const call = args[i] as CallOptions | undefined;
    const url = base + fillPath(entry.path, params) + queryString(options.query?.(), query);
    return { url, body, call };
  }

  async function send(entry: CallShape, args: unknown[]): Promise<unknown> {
    const { url, body, call } = split(entry, args);
    const hasBody = entry.body !== undefined;
    let answer: FetchAnswer;
    try {
      answer = await fetchLike(url, {
        method: entry.method.toUpperCase(),
        credentials: options.credentials ?? 'same-origin',
        headers: {
          accept: 'application/json',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          [PROTOCOL_HEADER]: PROTOCOL_VERSION,
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
          ...options.headers?.(),
          ...call?.headers,
        },
        body: hasBody ? JSON.stringify(body ?? {}) : undefined,
      });
    } catch (err) {
      throw ApiError.network(err, true);
    }
    options.onResponse?.(answer);
    let text: string;
    try {
      text = await answer.text();
    } catch (err) {
      // the connection broke (or a fetch given a deadline timed out) in the middle of the answer
      throw ApiError.network(err);
    }
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ApiError(answer.status, 'technicalError', '', {}, true, 'failed');
    }
    if (!answer.ok) {
      const err = data as ErrorShape | undefined;
      const code = err?.error?.code;
      // Only the API's own refusal carries a message key; a bare 4xx came from something in between.
      const failure = code && answer.status >= 400 && answer.status < 500 ? 'refused' : 'failed';
      throw new ApiError(
        answer.status,
        code ?? 'technicalError',
        err?.error?.message ?? '',
        err?.error?.details ?? {},
        err?.login !== false,
        failure,
      );
    }
    if (!options.validateResponses || !entry.response) return data;
    const checked = entry.response.safeParse(data);
    if (checked.success) return checked.data;
    throw new ApiError(
      answer.status,
      'technicalError',
      'the answer does not match the contract',
      { issues: checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) },
      true,
      'failed',
    );
  }

  const client: Record<string, Record<string, unknown>> = {};
  for (const [areaName, area] of Object.entries(areas as Record<string, Record<string, CallShape>>)) {
    const methods: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(area)) {
      const method = entry.raw
        ? (...args: unknown[]) => split(entry, args).url
        : (...args: unknown[]) => send(entry, args);
      methods[name] = Object.assign(method, { callName: `${areaName}.${name}` });
    }
    client[areaName] = methods;
  }
  return client as ApiClient<C>;
}
