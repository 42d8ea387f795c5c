import type { Role } from '../api/accounts.ts';

/**
 * Who may send credit to (or take it back from) whom. A dealer's credit comes out of its own
 * balance, so it moves along the tree one level at a time: a dealer reaches only the users it
 * carries directly, and a sub-dealer's users get credit from that sub-dealer. An administrator is
 * the house and may reach anyone below it. The server refuses the rest (403
 * `thisDealerIsNotYours`); the panel offers credit only where this allows it.
 */
export function mayMoveCredit(
  caller: { userId: number; role: Role | string },
  target: { userId: number; parentId: number | null },
): boolean {
  if (target.userId === caller.userId) return false;
  return caller.role === 'admin' || target.parentId === caller.userId;
}
