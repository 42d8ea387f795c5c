// Delivery of the outbox (e-mail over SMTP, SMS through an HTTP gateway) in the background.
import type { AppContext, Module } from '../../context.ts';
import { OutboxWorker } from '../../infra/messages/worker.ts';

export type { OutboxWorker } from '../../infra/messages/worker.ts';

/** The server's delivery worker, built once in the composition root (tests stop it to run one of their own). */
export function createOutboxWorker(ctx: Pick<AppContext, 'database' | 'logger'>): OutboxWorker {
  return new OutboxWorker({ db: ctx.database.db, logger: ctx.logger });
}

export const createMessagingModule = (worker: OutboxWorker): Module => ({
  name: 'messaging',
  mount(_api, ctx) {
    worker.start();
    ctx.onClose(() => worker.stop());
  },
});
