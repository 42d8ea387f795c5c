import type {
  NamespaceEntry,
  PushEvents,
  RequestAnswer,
  RequestEvents,
  RequestPayload,
  SocketAck,
} from '@bet/shared';
import type { Namespace, Server as SocketServer, Socket } from 'socket.io';

/** A namespace typed from its contract entry: what its sockets may emit and what they listen to. */
export type ContractNamespace<N extends NamespaceEntry> = Namespace<RequestEvents<N>, PushEvents<N>>;
export type ContractSocket<N extends NamespaceEntry> = Socket<RequestEvents<N>, PushEvents<N>>;

export function contractNamespace<N extends NamespaceEntry>(
  io: SocketServer,
  entry: N,
): ContractNamespace<N> {
  return io.of(entry.path) as unknown as ContractNamespace<N>;
}

const INVALID: SocketAck = { ok: false, code: 'invalidRequest' };

/**
 * Serves one client event of the contract on a socket: the payload is checked with the entry's
 * schema first, and a bad one is answered `invalidRequest` without reaching the handler. An event
 * sent without an acknowledgement is served all the same; a handler that fails answers
 * `technicalError`. Nothing a client sends can throw here.
 */
export function serveRequest<N extends NamespaceEntry, E extends keyof N['requests'] & string>(
  socket: ContractSocket<N>,
  entry: N,
  event: E,
  handler: (
    payload: RequestPayload<N['requests'][E]>,
  ) => RequestAnswer<N['requests'][E]> | Promise<RequestAnswer<N['requests'][E]>>,
): void {
  const request = entry.requests[event]!;
  // the typed socket's listener types cannot be named for a generic event; the entry checks the payload
  (socket as unknown as { on(event: string, listener: (...args: unknown[]) => void): void }).on(
    event,
    (...args) => {
      const ack = typeof args.at(-1) === 'function' ? (args.pop() as (answer: unknown) => void) : undefined;
      let payload: unknown = undefined;
      if (request.payload) {
        const parsed = request.payload.safeParse(args[0]);
        if (!parsed.success) return void ack?.(INVALID);
        payload = parsed.data;
      }
      Promise.resolve()
        .then(() => handler(payload as RequestPayload<N['requests'][E]>))
        .then(
          (answer) => ack?.(answer),
          () => ack?.({ ok: false, code: 'technicalError' } satisfies SocketAck),
        );
    },
  );
}
