import { HealthResponse } from '../api/common.ts';
import { route } from './route.ts';

export const health = {
  get: route({
    method: 'get',
    path: '/health',
    tag: 'system',
    summary: 'Answers once the server is ready (migrated and seeded), with its protocol version',
    access: 'public',
    response: HealthResponse,
  }),
};
