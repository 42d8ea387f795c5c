import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import accepts from 'accepts';
import type { Request, Response } from 'express';
import { PROTOCOL_HEADER } from '@bet/shared';
import { protocolServed } from './protocol.ts';

type Encoding = 'br' | 'gzip' | 'identity';

/** One list answer as sent: the JSON once serialised, its tag, and each compression made once. */
interface Answer {
  /** what the answer was made from (data versions and clock bucket): another one makes it again */
  version: string;
  json: Buffer;
  /** the content's hash: the ETag of the uncompressed answer, and the stem of the others */
  tag: string;
  /** as the route set it */
  cacheControl: string | undefined;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * Answers a request ahead of the site's middleware and routes, with the headers every answer of
 * the site carries set first by `prepare`; returns the route it answered, for the metrics, or
 * undefined when the request must go on to the site.
 */
export type FrontLane = (
  req: IncomingMessage,
  res: ServerResponse,
  prepare: () => void,
) => string | undefined;

/** Below this, compressing costs more than it saves (compression()'s threshold too). */
const COMPRESS_FROM = 1024;
/** Brotli at its default quality 11 takes tens of ms on a long list; 5 compresses about as well as gzip -9, fast. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Answers of read-mostly JSON lists kept serialised and compressed, so that a repeated request
 * costs a lookup and a write. An answer is kept under a key (what the request asked: endpoint,
 * query, language) with the version of what it was made from; a request with another version
 * makes it again. The ETag is the content's hash, so an answer remade with the same content (a
 * new clock bucket) keeps its tag and its compressed bytes, and clients holding it still get 304s.
 *
 * A request the same as one answered before (same URL and Accept-Language) whose answer is still
 * current takes the `lane`, ahead of the site's middleware, the API's routing and validation:
 * that request already passed them once, and a GET of a public list has nothing else to check.
 *
 * Bounded: the least recently used answers go first once `maxBytes` is exceeded.
 */
export class AnswerCache {
  private readonly answers = new Map<string, Answer>();
  private bytes = 0;
  /** Accept-Encoding values seen, with the encoding each picks (a handful in practice) */
  private readonly encodings = new Map<string, Encoding>();
  /** the key of the answer given to a URL and Accept-Language, and its route, for the lane */
  private readonly seen = new Map<string, { key: string; route: string }>();

  constructor(
    /** the version of what the answers are made from now (data revisions, clock bucket) */
    private readonly version: () => string,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  /**
   * Sends the answer to `key` at the current version, made by `make` when none is kept for it:
   * 304 to a matching If-None-Match, else the body in the best encoding the client accepts.
   * The caller sets Cache-Control first.
   */
  send(req: Request, res: Response, key: string, make: () => unknown): void {
    const answer = this.answer(key, this.version(), make, res.getHeader('Cache-Control'));
    // many URLs may lead to one answer; a flood of made-up ones only starts the index over
    if (this.seen.size >= 10_000) this.seen.clear();
    this.seen.set(laneKey(req), { key, route: `${req.baseUrl}${String(req.route?.path ?? '')}` });
    this.write(req, res, answer);
  }

  /**
   * Answers a request seen before from its kept answer while it is current; anything else
   * (another version, another URL, a client of another protocol) goes on to the routes.
   */
  readonly lane: FrontLane = (req, res, prepare) => {
    const protocol = req.headers[PROTOCOL_HEADER];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !protocolServed(protocol as string | undefined))
      return undefined;
    const seen = this.seen.get(laneKey(req));
    const answer = seen && this.answers.get(seen.key);
    if (!answer || answer.version !== this.version()) return undefined;
    prepare();
    if (answer.cacheControl) res.setHeader('Cache-Control', answer.cacheControl);
    this.write(req, res, answer);
    return seen.route;
  };

  private write(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
    const encoding = answer.json.length < COMPRESS_FROM ? 'identity' : this.encodingOf(req);
    const etag = encoding === 'identity' ? `"${answer.tag}"` : `"${answer.tag}-${encoding}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding, Accept-Language');
    if (matches(req.headers['if-none-match'], answer.tag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const body = this.encoded(answer, encoding);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** How many answers are kept and their bytes (for tests of the bound). */
  size(): { answers: number; bytes: number } {
    return { answers: this.answers.size, bytes: this.bytes };
  }

  private answer(
    key: string,
    version: string,
    make: () => unknown,
    cacheControl: number | string | string[] | undefined,
  ): Answer {
    const kept = this.answers.get(key);
    if (kept?.version === version) {
      // most recently used last, so the oldest are the first in the map's order
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept;
    }
    const json = Buffer.from(JSON.stringify(make()));
    const tag = crypto.createHash('sha1').update(json).digest('base64url');
    // the same content again (the clock moved, nothing else did): keep its compressed bytes
    const control = typeof cacheControl === 'string' ? cacheControl : undefined;
    const next: Answer =
      kept?.tag === tag
        ? { ...kept, version, cacheControl: control }
        : { version, json, tag, cacheControl: control };
    this.forget(key);
    this.answers.set(key, next);
    this.bytes += sizeOf(next);
    this.evict();
    return next;
  }

  private encoded(answer: Answer, encoding: Encoding): Buffer {
    if (encoding === 'identity') return answer.json;
    let body = answer[encoding];
    if (!body) {
      body = encoding === 'br' ? zlib.brotliCompressSync(answer.json, BROTLI) : zlib.gzipSync(answer.json);
      answer[encoding] = body;
      this.bytes += body.length;
      this.evict();
    }
    return body;
  }

  private encodingOf(req: IncomingMessage): Encoding {
    const header = req.headers['accept-encoding'] ?? '';
    let encoding = this.encodings.get(header);
    if (encoding === undefined) {
      encoding = (accepts(req).encoding('br', 'gzip', 'identity') || 'identity') as Encoding;
      // clients send few distinct values; a flood of made-up ones only starts the memo over
      if (this.encodings.size >= 256) this.encodings.clear();
      this.encodings.set(header, encoding);
    }
    return encoding;
  }

  private forget(key: string): void {
    const kept = this.answers.get(key);
    if (!kept) return;
    this.bytes -= sizeOf(kept);
    this.answers.delete(key);
  }

  private evict(): void {
    for (const key of this.answers.keys()) {
      if (this.bytes <= this.maxBytes || this.answers.size <= 1) return;
      this.forget(key);
    }
  }
}

/** Express keeps the URL as it came in `originalUrl`; ahead of Express it is the raw `url`. */
const laneKey = (req: IncomingMessage & { originalUrl?: string }) =>
  `${req.originalUrl ?? req.url}\n${req.headers['accept-language'] ?? ''}`;

const sizeOf = (a: Answer) => a.json.length + (a.gzip?.length ?? 0) + (a.br?.length ?? 0);

/** If-None-Match holds this content's tag in any of its encodings (weak comparison, as RFC 9110 says). */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  for (const part of header.split(',')) {
    let t = part.trim();
    if (t.startsWith('W/')) t = t.slice(2);
    if (!t.startsWith('"') || !t.endsWith('"')) continue;
    t = t.slice(1, -1);
    if (t === tag || (t.startsWith(tag) && (t === `${tag}-gzip` || t === `${tag}-br`))) return true;
  }
  return false;
}
