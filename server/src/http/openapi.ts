import { z } from 'zod';
import { API_BASE, ErrorBody } from '@bet/shared';

interface RouteDoc {
  method: string;
  path: string;
  /** the base of a route beside the API; the API base otherwise */
  base?: string | undefined;
  summary: string;
  tag: string;
  body?: z.ZodType | undefined;
  query?: z.ZodType | undefined;
  params?: z.ZodType | undefined;
  response: z.ZodType;
  status?: number | undefined;
  /** who may call it (the contract's access) */
  access?: string | undefined;
  /** answers a file or page, not JSON */
  raw?: boolean | undefined;
}

type JsonSchema = Record<string, unknown>;

/** Collects the routes as they are defined and renders an OpenAPI 3.1 document from their schemas. */
export class OpenApiRegistry {
  private readonly routes: RouteDoc[] = [];
  /** Named schemas (those with a zod `meta({ id })`), shared by every operation that uses them. */
  private components: Record<string, JsonSchema> = {};

  add(route: RouteDoc): void {
    this.routes.push(route);
  }

  document(version: string): JsonSchema {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const r of this.routes) {
      const path = (r.base ?? API_BASE) + r.path.replace(/:(\w+)/g, '{$1}');
      const op: Record<string, unknown> = {
        summary: r.summary,
        tags: [r.tag],
        // who may call it: public, user (signed in), manager (dealers, admin), panel (and partners), admin
        'x-access': r.access ?? 'public',
        parameters: [...this.parameters(r.params, 'path'), ...this.parameters(r.query, 'query')],
        responses: {
          [String(r.status ?? 200)]: {
            description: 'Success',
            content: r.raw
              ? { '*/*': { schema: this.schemaOf(r.response, 'output') } }
              : json(this.schemaOf(r.response, 'output')),
          },
          default: { description: 'Error', content: json(this.schemaOf(ErrorBody, 'output')) },
        },
      };
      if (r.body) op['requestBody'] = { required: true, content: json(this.schemaOf(r.body, 'input')) };
      (paths[path] ??= {})[r.method] = op;
    }
    return {
      openapi: '3.1.0',
      info: { title: 'Betting platform API', version },
      servers: [{ url: '/' }],
      paths,
      components: { schemas: this.components },
    };
  }

  private schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    // `unrepresentable: 'any'` keeps transforms and refinements documented as their base type.
    const raw = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
    // Input and output shapes of one schema differ (defaults, transforms): name them apart.
    const suffix = io === 'input' ? 'Input' : '';
    const text = JSON.stringify(raw).replace(/"#\/\$defs\/([^"]+)"/g, `"#/components/schemas/$1${suffix}"`);
    const out = JSON.parse(text) as JsonSchema;
    for (const [name, def] of Object.entries((out['$defs'] ?? {}) as Record<string, JsonSchema>)) {
      this.components[name + suffix] = def;
    }
    delete out['$defs'];
    delete out['$schema'];
    return out;
  }

  private parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
    if (!schema) return [];
    const s = this.schemaOf(schema, 'input');
    const props = (s['properties'] ?? {}) as Record<string, JsonSchema>;
    const required = new Set((s['required'] ?? []) as string[]);
    return Object.entries(props).map(([name, schema]) => ({
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema,
    }));
  }
}

function json(schema: JsonSchema) {
  return { 'application/json': { schema } };
}

/** A readable page for the document, with no third-party script: the operations as a plain list. */
export function openApiPage(doc: JsonSchema): string {
  const paths = doc['paths'] as Record<string, Record<string, { summary: string; tags: string[] }>>;
  const rows = Object.entries(paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(
        ([method, op]) =>
          `<tr><td>${op.tags[0] ?? ''}</td><td><code>${method.toUpperCase()}</code></td><td><code>${escape(path)}</code></td><td>${escape(op.summary)}</td></tr>`,
      ),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:14px system-ui,sans-serif;margin:24px}table{border-collapse:collapse}td{border-bottom:1px solid #ddd;padding:6px 10px}</style>
</head><body><h1>Betting platform API</h1><p>Machine-readable: <a href="${API_BASE}/openapi.json">openapi.json</a></p>
<table>${rows}</table></body></html>`;
}

function escape(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}
