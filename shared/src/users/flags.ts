import type { DealerPermission, Permissions } from '../api/accounts.ts';

/** A yes or no that the spec and the database keep as 0 or 1 (permissions, is_live, banker, ...). */
export const FLAG = { off: 0, on: 1 } as const;
export type FlagValue = (typeof FLAG)[keyof typeof FLAG];

/** True for a flag that is set; anything but 1 (0, null, a missing column) is not. */
export const isOn = (flag: number | null | undefined): boolean => flag === FLAG.on;

/** The stored flag of a yes or no. */
export const toFlag = (on: boolean): FlagValue => (on ? FLAG.on : FLAG.off);

/** Whether a dealer holds `permission` (a permission not granted, or unknown, is not held). */
export const hasPermission = (permissions: Partial<Permissions>, permission: DealerPermission): boolean =>
  isOn(permissions[permission]);
