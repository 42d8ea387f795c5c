// E-mail and SMS senders: other modules send through the MessageSender of the auth services.
export { OutboxSender, readOutbox } from './sender.ts';
export type { MessageSender, OutgoingMessage } from './sender.ts';
