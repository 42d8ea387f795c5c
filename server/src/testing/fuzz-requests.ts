/**
 * Malformed requests for every operation of an OpenAPI document, drawn from a seeded generator so
 * that a failing run can be replayed exactly (same seed, same document: same requests).
 */

type JsonSchema = Record<string, unknown>;

interface Operation {
  method: string;
  /** with `{name}` placeholders */
  path: string;
  parameters: Array<{ name: string; in: 'path' | 'query'; schema: JsonSchema }>;
  body: JsonSchema | undefined;
}

export interface FuzzRequest {
  method: string;
  /** below the server's origin, already encoded as it goes on the wire */
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** what was done to the request, for the failure report */
  mutation: string;
}

/** A small, fast, seedable generator (mulberry32): the same seed gives the same sequence everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values that have broken servers before: bad escapes, NUL, huge and odd numbers, wrong types, long text. */
const BAD_TEXT = [
  '%E0%A4%A',
  '%',
  '%zz',
  '%00',
  'a%00b',
  '99999999999999999999',
  '1e13',
  '2147483648',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  '',
  '%20',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%92%A9',
  '%ED%A0%80',
  'x'.repeat(3000),
];

const BAD_VALUES: unknown[] = [
  9e13,
  9.1e13,
  1e20,
  -9.1e13,
  1e308,
  -1e308,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  0,
  0.001,
  1.23456789,
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x'.repeat(20_000),
  '9e13',
  '',
  null,
  true,
  [],
  [1, 2, 3],
  {},
  { nested: { deeper: ['\u0000'] } },
  JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
];

export function operationsOf(doc: JsonSchema): Operation[] {
  const ops: Operation[] = [];
  const paths = doc['paths'] as Record<string, Record<string, JsonSchema>>;
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = (op['requestBody'] as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: (op['parameters'] ?? []) as Operation['parameters'],
        body,
      });
    }
  }
  return ops;
}

export class RequestFuzzer {
  private readonly random: () => number;

  constructor(
    seed: number,
    private readonly doc: JsonSchema,
    /** real ids to put in path parameters now and then, so requests reach past the lookups */
    private readonly knownIds: number[],
  ) {
    this.random = seededRandom(seed);
  }

  /** `count` malformed requests for one operation. */
  requests(op: Operation, count: number): FuzzRequest[] {
    return Array.from({ length: count }, () => this.request(op));
  }

  private request(op: Operation): FuzzRequest {
    const pathValues = Object.fromEntries(
      op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, this.validText(p.name, p.schema)]),
    );
    const query: Array<[string, string]> = [];
    for (const p of op.parameters.filter((p) => p.in === 'query'))
      if (this.chance(0.5)) query.push([p.name, this.validText(p.name, p.schema)]);
    const headers: Record<string, string> = {};
    let body: unknown = op.body ? this.sample(op.body, 0) : undefined;
    let bodyText: string | undefined;
    let mutation: string;

    const kinds = ['query', 'query-shape', 'header', 'cookie'];
    if (Object.keys(pathValues).length) kinds.push('path', 'path');
    if (op.body) kinds.push('body-field', 'body-field', 'body-field', 'body-whole', 'body-encoding');
    const kind = this.pick(kinds);

    if (kind === 'path') {
      const name = this.pick(Object.keys(pathValues));
      pathValues[name] = this.pick(BAD_TEXT);
      mutation = `path ${name}=${pathValues[name].slice(0, 40)}`;
    } else if (kind === 'query') {
      const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const name = names.length && this.chance(0.8) ? this.pick(names) : 'lang';
      const value = this.pick(BAD_TEXT);
      query.push([name, value]);
      mutation = `query ${name}=${value.slice(0, 40)}`;
    } else if (kind === 'query-shape') {
      // The extended query parser turns these into arrays and objects.
      const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const name = names.length ? this.pick(names) : 'offset';
      const shape = this.pick([
        `${name}[]=1&${name}[]=2`,
        `${name}[a]=1`,
        `${name}[a][b][c][d][e][f]=1`,
        `${name}`,
      ]);
      query.push(['', shape]);
      mutation = `query shape ${shape}`;
    } else if (kind === 'header') {
      const [name, value] = this.pick<[string, string]>([
        ['accept-language', 'xx-%E0;q=abc,,,'],
        ['accept-language', 'tr'.repeat(2000)],
        ['content-type', 'application/json; charset=utf-7'],
        ['x-forwarded-for', 'not-an-address, %00'],
      ]);
      headers[name] = value;
      mutation = `header ${name}: ${value.slice(0, 40)}`;
    } else if (kind === 'cookie') {
      headers['cookie'] = this.pick([
        'sid=%E0%A4%A',
        'sid=%',
        'sid=',
        'sid=a; sid=b',
        `sid=${'x'.repeat(4000)}`,
      ]);
      mutation = `cookie ${headers['cookie'].slice(0, 40)}`;
    } else if (kind === 'body-field') {
      const value = this.pick(BAD_VALUES);
      const where = this.replaceSomewhere(body, value);
      if (where === null) body = value;
      mutation = `body ${where ?? '(whole)'} = ${JSON.stringify(value)?.slice(0, 40)}`;
    } else if (kind === 'body-whole') {
      bodyText = this.pick([
        '{',
        '{"a":',
        'null',
        '[]',
        '"text"',
        '12',
        '{"__proto__":{"admin":true}}',
        '['.repeat(20_000) + ']'.repeat(20_000),
        `{"a":"${'x'.repeat(200_000)}"}`,
        '\u0000',
      ]);
      mutation = `body text ${bodyText.slice(0, 40)}`;
    } else {
      headers['content-encoding'] = this.pick(['gzip', 'deflate', 'br', 'identity, gzip', 'unknown']);
      if (this.chance(0.3))
        headers['content-type'] = this.pick(['text/plain', 'application/x-www-form-urlencoded']);
      mutation = `content-encoding ${headers['content-encoding']} on a plain body`;
    }

    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? '1');
    const search = query.map(([k, v]) => (k ? `${k}=${v}` : v)).join('&');
    if (bodyText === undefined && body !== undefined) bodyText = JSON.stringify(body);
    if (bodyText !== undefined) headers['content-type'] ??= 'application/json';
    return { method: op.method, url: search ? `${path}?${search}` : path, headers, body: bodyText, mutation };
  }

  /** Puts `value` at a random place inside `body`; the dotted path, or null when the body has no place. */
  private replaceSomewhere(body: unknown, value: unknown): string | null {
    let node = body;
    const path: string[] = [];
    while (typeof node === 'object' && node !== null) {
      const keys = Object.keys(node);
      if (keys.length === 0) break;
      const key = this.pick(keys);
      const child = (node as Record<string, unknown>)[key];
      if (typeof child !== 'object' || child === null || this.chance(0.4)) {
        (node as Record<string, unknown>)[key] = value;
        return [...path, key].join('.');
      }
      path.push(key);
      node = child;
    }
    return null;
  }

  /** A text value a parameter accepts (mostly), for the parts of a request that are not mutated. */
  private validText(name: string, schema: JsonSchema): string {
    if (/id$/i.test(name) && this.chance(0.7)) return String(this.pick(this.knownIds));
    const value = this.sample(schema, 0);
    return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  }

  /** A value that (mostly) satisfies a JSON schema, with bounds chosen at their extremes now and then. */
  private sample(schema: JsonSchema, depth: number): unknown {
    const resolved = this.resolve(schema);
    if ('const' in resolved) return resolved['const'];
    if (Array.isArray(resolved['enum'])) return this.pick(resolved['enum'] as unknown[]);
    const choices = (resolved['anyOf'] ?? resolved['oneOf']) as JsonSchema[] | undefined;
    if (choices) return this.sample(this.pick(choices), depth);
    if (depth > 6) return null;
    const type = Array.isArray(resolved['type']) ? this.pick(resolved['type'] as string[]) : resolved['type'];
    switch (type) {
      case 'object': {
        const props = (resolved['properties'] ?? {}) as Record<string, JsonSchema>;
        const required = new Set((resolved['required'] ?? []) as string[]);
        return Object.fromEntries(
          Object.entries(props)
            .filter(([k]) => required.has(k) || this.chance(0.6))
            .map(([k, s]) => [k, this.sample(s, depth + 1)]),
        );
      }
      case 'array': {
        const min = Number(resolved['minItems'] ?? 0);
        const max = Math.min(Number(resolved['maxItems'] ?? 3), min + 3);
        const n = min + Math.floor(this.random() * (max - min + 1));
        return Array.from({ length: n }, () =>
          this.sample((resolved['items'] ?? {}) as JsonSchema, depth + 1),
        );
      }
      case 'integer':
      case 'number': {
        const min = Number(resolved['minimum'] ?? resolved['exclusiveMinimum'] ?? 0);
        const max = Number(resolved['maximum'] ?? resolved['exclusiveMaximum'] ?? 1000);
        const edge = this.random();
        if (edge < 0.15) return resolved['maximum'] ?? max;
        if (edge < 0.25) return resolved['minimum'] ?? min + 1;
        const n = min + this.random() * (Math.min(max, min + 1000) - min);
        return type === 'integer' ? Math.max(min, Math.round(n)) : Math.round(n * 100) / 100;
      }
      case 'boolean':
        return this.chance(0.5);
      case 'string': {
        const min = Number(resolved['minLength'] ?? 0);
        const max = Number(resolved['maxLength'] ?? 20);
        const length = this.chance(0.15) ? max : Math.min(max, min + Math.floor(this.random() * 12));
        if (resolved['pattern'] !== undefined || resolved['format'] !== undefined)
          return this.digits(Math.max(6, min));
        return 'ab1çğ€'.repeat(Math.ceil(length / 6) + 1).slice(0, Math.max(min, length));
      }
      case 'null':
        return null;
      default:
        return this.chance(0.5) ? 'x' : 1;
    }
  }

  private resolve(schema: JsonSchema): JsonSchema {
    const ref = schema['$ref'];
    if (typeof ref !== 'string') return schema;
    const name = ref.replace('#/components/schemas/', '');
    const components = (this.doc['components'] as { schemas: Record<string, JsonSchema> }).schemas;
    return components[name] ?? {};
  }

  private digits(n: number): string {
    return Array.from({ length: n }, () => Math.floor(this.random() * 10)).join('');
  }

  private chance(p: number): boolean {
    return this.random() < p;
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }
}
