// Users, the dealer hierarchy and the own account.
export { createUsersModule } from './users.routes.ts';
export { getUserInfo, getBettingProfile, keptBettingProfile, findUser, toUserInfo } from './user-profile.ts';
export type { BettingProfile, UserRow } from './user-profile.ts';
export { isInSubtree, requireSubtreeUser } from './hierarchy.ts';
export { MANAGER_ROLES, isManager } from './roles.ts';
export type { StoredLimitSet, StoredLimits } from './user-defaults.ts';
export { DEMO_USERS } from './seed.ts';
export { createUser } from './create-user.ts';
export { effectiveCommissionOf } from './commission.ts';
