import { PROTOCOL_VERSION, contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { buildIdReader } from './build-id.ts';

export const healthModule: Module = {
  name: 'health',
  mount(api, ctx) {
    const build = buildIdReader(ctx.config.webDist);
    api.implement(contract.health.get, () => {
      const buildId = build();
      return { status: 'ok' as const, protocolVersion: PROTOCOL_VERSION, ...(buildId ? { buildId } : {}) };
    });
  },
};
