import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@bet/shared';
import { startTestServer } from '../../testing/test-server.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The health check also names the web build the server serves: pages of another build offer a reload. */
describe('health', () => {
  let server: TestServer;
  const get = async () =>
    (await (await fetch(`${server.url}/api/v1/health`)).json()) as Record<string, unknown>;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers the served web build's id, and a new one as soon as the build changes", async () => {
    const dist = server.context.config.webDist;
    fs.rmSync(path.join(dist, 'build.json'), { force: true });
    expect((await get()).buildId).toBeUndefined();
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ buildId: 'first' }));
    expect((await get()).buildId).toBe('first');
    fs.writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ buildId: 'second-build' }));
    expect((await get()).buildId).toBe('second-build');
    // a broken file is no build rather than an error
    fs.writeFileSync(path.join(dist, 'build.json'), '{ not json');
    expect(await get()).toEqual({ status: 'ok', protocolVersion: PROTOCOL_VERSION });
  });
});
