// The server's public entry: tests and tools start servers through this.
export { startServer, VERSION } from './app.ts';
export type { RunningServer } from './app.ts';
export { loadConfig, ConfigError } from './config.ts';
export type { Config } from './config.ts';
export { createLogger } from './logger.ts';
export { startTestServer, testConfig, dropTestData, ApiClient } from './testing/test-server.ts';
export type { ApiResponse } from './testing/test-server.ts';
export type { SportsService } from './modules/sports/index.ts';
export {
  PRODUCT,
  ProviderPublisher,
  publishWire,
  Simulator,
  amqpFeedOf,
  listenProviderApi,
} from './modules/feed/index.ts';
export type { FeedMessage, ProviderMessage, WireMessage } from './modules/feed/index.ts';
export { writeSetting } from './modules/settings/index.ts';
export { settleMatch } from './modules/settlement/index.ts';
export { ticketCodes, ticketHtml, ticketLabels } from './modules/coupons/index.ts';
export type { TicketCodes, TicketLabels } from './modules/coupons/index.ts';
