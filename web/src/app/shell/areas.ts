import { hasProduct, type ProductKey, type ShellUser } from '@bet/shared';

/** The areas of the left menu that a site can switch on or off. */
export const AREAS = [
  'live',
  'sports',
  'casino',
  'slots',
  'bingo',
  'virtual',
  'tvgames',
  'promotions',
] as const;
export type Area = (typeof AREAS)[number];

/** The user's product status each area needs (accounts section 2, routes table). */
const PRODUCT: Partial<Record<Area, ProductKey>> = {
  live: 'liveUser',
  sports: 'sportUser',
  casino: 'casinoUser',
  slots: 'slotUser',
  bingo: 'bingoUser',
  virtual: 'virtualUser',
  tvgames: 'tvgamesUser',
};

/** Sports and live are this site's own; the others are on once the operator sets area_{name} to 1. */
const ON_BY_DEFAULT: ReadonlySet<Area> = new Set(['live', 'sports']);

/**
 * "Live, sport, casino, slot, bingo, virtual and tv entries show only when that area is enabled
 * for the site": the setting `area_{name}` ('1' on, '0' off) decides, and a logged-in user also
 * needs the area's product status 1, so the menu never offers a page that sends them Home.
 */
export function areaEnabled(
  area: Area,
  settings: Record<string, string | undefined>,
  user: ShellUser | null | undefined,
): boolean {
  const flag = settings[`area_${area}`];
  const site = flag === undefined || flag === '' ? ON_BY_DEFAULT.has(area) : flag === '1';
  if (!site) return false;
  const product = PRODUCT[area];
  return !user || !product || hasProduct(user, product);
}
