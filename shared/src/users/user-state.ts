/** An account's `status`: 1 open, 0 closed (a closed account cannot log in, recover or take credit). */
export const USER_STATUS = { closed: 0, active: 1 } as const;

/** A user's `system.status`: system bets are switched off for the user at 0 (sports section 6). */
export const SYSTEM_STATUS = { off: 0, on: 1 } as const;

export const isActiveUser = (u: { status: number }): boolean => u.status === USER_STATUS.active;

/** Whether the user may place system bets; a user whose setting is unknown may. */
export const systemBetsAllowed = (status: number | undefined): boolean => status !== SYSTEM_STATUS.off;
