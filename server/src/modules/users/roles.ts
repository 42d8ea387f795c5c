import { ACCESS_ROLES, type Role } from '@bet/shared';

/** Roles that manage a subtree through the admin API: the contract's `manager` access. */
export const MANAGER_ROLES: readonly Role[] = ACCESS_ROLES.manager;

export const isManager = (role: string): boolean => (MANAGER_ROLES as readonly string[]).includes(role);

/** Who may open which role below itself; a partner also needs the addPartner permission. */
const CAN_CREATE: Record<string, readonly Role[]> = {
  admin: [
    'topDealer',
    'dealer',
    'subDealer',
    'partner',
    'affiliate',
    'player',
    'terminal',
    'filiale',
    'informer',
  ],
  topDealer: ['dealer', 'subDealer', 'partner', 'player', 'terminal'],
  dealer: ['subDealer', 'partner', 'player', 'terminal'],
  subDealer: ['player', 'terminal'],
};

export function mayCreate(creator: string, role: Role, addPartner: boolean): boolean {
  if (!(CAN_CREATE[creator] ?? []).includes(role)) return false;
  return role !== 'partner' || creator === 'admin' || addPartner;
}

/** A shop terminal is user type F; every other role is N. */
export const userTypeOf = (role: Role): 'F' | 'N' => (role === 'terminal' ? 'F' : 'N');
