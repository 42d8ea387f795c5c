// Socket.io namespaces: live odds and match state, and each user's own pushes.
export { mountLiveNamespace } from './live-namespace.ts';
export { contractNamespace } from './socket-contract.ts';
export { attachRedisFanout } from './redis-fanout.ts';
export { createUserPush } from './user-namespace.ts';
export type { UserPush } from './user-namespace.ts';
