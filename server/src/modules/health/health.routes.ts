import { HealthResponse } from '@bet/shared';
import type { Module } from '../../context.ts';

export const healthModule: Module = {
  name: 'health',
  mount(api) {
    api.route({
      method: 'get',
      path: '/health',
      tag: 'system',
      summary: 'Answers once the server is ready (migrated and seeded)',
      response: HealthResponse,
      handler: () => ({ status: 'ok' as const }),
    });
  },
};
