// One server instance in a process of its own, for tests that kill it (SIGKILL: no clean stop).
// The configuration comes as JSON in FEED_INSTANCE_CONFIG; the process reports its port and
// whether it leads the feed, then runs until it is killed.
import { startServer } from '../app.ts';
import type { Config } from '../config.ts';
import { createLogger } from '../logger.ts';
import { isFeedLeader } from '../modules/feed/index.ts';

const config = JSON.parse(process.env['FEED_INSTANCE_CONFIG'] ?? '{}') as Config;
const server = await startServer(config, createLogger('silent'));
process.send?.({ port: server.port, leader: isFeedLeader(server.context) });
