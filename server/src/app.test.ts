import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@bet/shared';
import { startTestServer } from './testing/test-server.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

describe('server shell', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it(`boots on a random port against ${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'a temporary SQLite file'} and answers health`, async () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.database.dialect).toBe(process.env['DATABASE_URL'] ? 'postgres' : 'sqlite');
    const res = await server.api.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', protocolVersion: PROTOCOL_VERSION });
  });

  it('answers unknown API routes with the contract error body in the request language', async () => {
    const tr = await server.api.get('/no-such-thing');
    expect(tr.status).toBe(404);
    expect(tr.body.error.code).toBe('notFound');
    expect(tr.body.error.message).toBe('Aradığınız kayıt bulunamadı.');
    const en = await server.api.get('/no-such-thing?lang=en');
    expect(en.body.error.message).toBe('The record you are looking for was not found.');
    const accept = await server.api.request('GET', '/no-such-thing', undefined, {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(accept.body.error.message).toMatch(/not found/);
  });

  it('refuses a state-changing request without the CSRF header', async () => {
    const res = await fetch(`${server.url}/api/v1/health`, { method: 'POST' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as any).error.code).toBe('csrfHeaderMissing');
  });

  it('answers malformed JSON with 400 invalidRequest', async () => {
    const res = await fetch(`${server.url}/api/v1/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
      body: '{bad',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.code).toBe('invalidRequest');
  });

  it('sends security headers', async () => {
    const res = await fetch(`${server.url}/api/v1/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('publishes an OpenAPI document built from the shared schemas, and a page for it', async () => {
    const doc = await server.api.get('/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    const health = doc.body.paths['/api/v1/health'].get;
    expect(health.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/HealthResponse',
    });
    expect(doc.body.components.schemas.HealthResponse.properties.status).toEqual({
      type: 'string',
      const: 'ok',
    });
    const page = await fetch(`${server.url}/api/v1/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/api/v1/health');
  });

  it('keeps /metrics off the public port when neither a token nor a metrics port is set', async () => {
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as any).error.code).toBe('notFound');
    expect(server.metricsUrl).toBeUndefined();
  });

  it('serves the public site settings', async () => {
    const res = await server.api.get('/settings');
    expect(res.body.settings.site_default_lang).toBe('tr');
  });
});

describe('metrics access', () => {
  const token = 'metrics-token-0123456789abcdefghijkl';
  const expectMetrics = async (res: Response) => {
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/v1\/health",status="200"\} \d+/);
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  };

  it('with METRICS_TOKEN: only a request with the bearer token gets them; others the plain 404', async () => {
    const server = await startTestServer({ metricsToken: token });
    try {
      await server.api.get('/health');
      await expectMetrics(
        await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } }),
      );
      const plain = await (await fetch(`${server.url}/no-such-page-at-all`)).text();
      for (const authorization of [
        undefined,
        `Bearer ${token}x`,
        `Bearer ${token.slice(1)}`,
        token,
        'Basic YTpi',
      ]) {
        const res = await fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });
        expect(res.status).toBe(404);
        expect(await res.text()).toBe(plain);
      }
    } finally {
      await server.close();
    }
  });

  it('with METRICS_PORT: served on 127.0.0.1 on that port only, never on the public one', async () => {
    const server = await startTestServer({ metricsPort: 0 });
    try {
      expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.metricsUrl).not.toBe(server.url);
      await server.api.get('/health');
      await expectMetrics(await fetch(`${server.metricsUrl}/metrics`));
      expect((await fetch(`${server.metricsUrl}/api/v1/health`)).status).toBe(404);
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.metricsUrl}/metrics`)).rejects.toThrow();
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request before closing', async () => {
    const server = await startTestServer();
    let arrived!: () => void;
    const requestArrived = new Promise<void>((r) => (arrived = r));
    server.app.get('/slow', (_req, res) => {
      arrived();
      setTimeout(() => res.send('done'), 300);
    });
    // Express matches routes in order; put the slow route before the fallbacks.
    const stack = (server.app as unknown as { router: { stack: unknown[] } }).router.stack;
    stack.unshift(stack.pop());
    const inFlight = fetch(`${server.url}/slow`).then((r) => r.text());
    // Close only once the server holds the request: on a loaded machine a fixed pause may end first.
    await requestArrived;
    await server.close();
    expect(await inFlight).toBe('done');
    await expect(fetch(`${server.url}/api/v1/health`)).rejects.toThrow();
  });

  it('the command-line server refuses a bad PORT with a clear message and exits non-zero', async () => {
    const main = path.join(import.meta.dirname, 'main.ts');
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', main], {
        env: { ...process.env, PORT: 'eighty' },
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('exit', (code) => resolve({ code, stderr }));
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORT must be a number (got "eighty")');
  });

  it('the command-line server stops cleanly on SIGTERM', async () => {
    const main = path.join(import.meta.dirname, 'main.ts');
    const { testConfig } = await import('./testing/test-server.ts');
    const config = testConfig();
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: config.dataDir,
        DATABASE_URL: '',
        FEED: 'none',
        LOG_LEVEL: 'info',
      },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (out.includes('server listening')) {
          clearInterval(check);
          resolve();
        }
      }, 50);
    });
    const code = await new Promise<number | null>((resolve) => {
      child.on('exit', resolve);
      child.kill('SIGTERM');
    });
    expect(code).toBe(0);
    expect(out).toContain('server stopped');
  });
});
