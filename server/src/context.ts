import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { ApiRouter } from './http/api-router.ts';
import type { Logger } from './logger.ts';
import type { Server as SocketServer } from 'socket.io';

/** What every module gets when it is mounted: the configuration, the database, the log and the realtime server. */
export interface AppContext {
  config: Config;
  database: Database;
  logger: Logger;
  io: SocketServer;
  /** Stops background work on shutdown; modules push their own stoppers. */
  onClose: (stop: () => Promise<void> | void) => void;
}

/** A business area: it mounts its routes and starts what it runs in the background. */
export interface Module {
  name: string;
  mount(api: ApiRouter, ctx: AppContext): void | Promise<void>;
}
