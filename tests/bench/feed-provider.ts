import amqp, { type ConfirmChannel } from 'amqplib';
import { publishWire, type WireMessage } from '@bet/server';

/**
 * The odds provider of the feed bench, in a process of its own (forked by feed.bench.ts): the
 * provider is an outside system, so its publishing never shares the server's event loop. The
 * messages come made (routing key and body); this process only puts them on the broker.
 */
export type ProviderCommand =
  | { kind: 'connect'; url: string }
  | { kind: 'load'; exchange: string; messages: WireMessage[] }
  | { kind: 'publish' };

export type ProviderAnswer =
  { kind: 'connected' } | { kind: 'loaded' } | { kind: 'published'; ms: number } | { error: string };

let channel: ConfirmChannel | null = null;
let exchange = '';
let loaded: Array<{ routingKey: string; body: Buffer }> = [];

process.on('message', (cmd: ProviderCommand) => {
  void handle(cmd).then(
    (answer) => process.send!(answer),
    (err: unknown) => process.send!({ error: String(err) }),
  );
});

async function handle(cmd: ProviderCommand): Promise<ProviderAnswer> {
  if (cmd.kind === 'connect') {
    const connection = await amqp.connect(cmd.url);
    channel = await connection.createConfirmChannel();
    return { kind: 'connected' };
  }
  if (cmd.kind === 'load') {
    exchange = cmd.exchange;
    loaded = cmd.messages.map((m) => ({ routingKey: m.routingKey, body: Buffer.from(m.body) }));
    return { kind: 'loaded' };
  }
  const ch = channel;
  if (!ch) throw new Error('not connected');
  const start = performance.now();
  await publishWire(ch, exchange, loaded);
  return { kind: 'published', ms: performance.now() - start };
}
