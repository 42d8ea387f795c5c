import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Router } from 'express';
import type { Logger } from '../../../logger.ts';
import type { ProviderPublisher } from './amqp-publisher.ts';
import { PRODUCT, type Product } from './protocol.ts';

const PRODUCT_PATHS: Record<string, Product> = { liveodds: PRODUCT.live, pre: PRODUCT.prematch };

/**
 * The demo provider's recovery API (UOF's `POST /v1/{product}/recovery/initiate_request`): it
 * answers at once and publishes the snapshot onto the broker, closed by snapshot_complete with
 * the request's id. Mounted beside the site only when this server plays the provider.
 */
export function mountProviderApi(
  site: Router,
  logger: Logger,
  providerOf: () => ProviderPublisher | undefined,
): void {
  site.post('/provider/v1/:product/recovery/initiate_request', (req, res) => {
    const product = PRODUCT_PATHS[String(req.params['product'])];
    const requestId = Number(req.query['request_id']);
    if (product === undefined) return void res.status(404).json({ error: 'unknownProduct' });
    if (!Number.isSafeInteger(requestId) || requestId <= 0)
      return void res.status(400).json({ error: 'badRequestId' });
    const provider = providerOf();
    // another instance leads the feed (and plays the provider) now
    if (!provider) return void res.status(503).json({ error: 'providerNotHere' });
    res.status(202).json({ request_id: requestId });
    provider
      .recover(product, requestId)
      .catch((err: unknown) => logger.warn({ err, product, requestId }, 'provider recovery failed'));
  });
}

/** The recovery API of `provider` on a loopback port of its own (a provider apart from the site). */
export async function listenProviderApi(
  provider: ProviderPublisher,
  logger: Logger,
): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  mountProviderApi(app, logger, () => provider);
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/provider`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
