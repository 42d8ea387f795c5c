import { route } from './route.ts';
import { FeedStatus } from '../api/feed-admin.ts';

/** The back office's view of the odds feed: each producer's health and message counts. */
export const feedAdmin = {
  status: route({
    method: 'get',
    path: '/admin/feed',
    tag: 'admin',
    summary:
      "The feed's source and, for an odds provider, each producer's state (up, down since, recovering), messages per second, last message time and stale messages dropped",
    access: 'admin',
    response: FeedStatus,
  }),
};
