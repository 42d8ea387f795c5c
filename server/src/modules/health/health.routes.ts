import { PROTOCOL_VERSION, contract } from '@bet/shared';
import type { Module } from '../../context.ts';

export const healthModule: Module = {
  name: 'health',
  mount(api) {
    api.implement(contract.health.get, () => ({ status: 'ok' as const, protocolVersion: PROTOCOL_VERSION }));
  },
};
