/**
 * Banner slots of Home (accounts-and-platform section 3: "Banner slot sizes: 634x291 for slots 1-2,
 * 312x291 for slots 3-6, first slot full width"). Sizes in CSS pixels; images keep this box so
 * the page does not move while they load.
 */
export const BANNER_SLOTS = [1, 2, 3, 4, 5, 6] as const;

export function bannerSlotSize(slot: number): { width: number; height: number } {
  return slot <= 2 ? { width: 634, height: 291 } : { width: 312, height: 291 };
}
