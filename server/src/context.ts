import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { ApiRouter } from './http/api-router.ts';
import type { FrontLane } from './http/cached-answer.ts';
import type { Logger } from './logger.ts';
import type { Router } from 'express';
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
  /**
   * Pages the server hosts beside the API for an outside party (the demo payment provider's
   * site): outside the API's JSON, protocol and CSRF handling, as another site would be. Routes
   * of the contract go through `api.beside(base)`, so they are validated and documented too.
   */
  mountSite?(site: Router, ctx: AppContext, api: ApiRouter): void;
  /** Answers repeated requests ahead of the site's middleware and routes (see AnswerCache). */
  frontLane?: FrontLane;
}
