import { client } from '../api/client.ts';
import { timeZone } from '../ui/time-zone.ts';

export function printUrl(ticketId: string): string {
  // The ticket shows its times in the zone the site shows them in (the player's choice, else the browser's).
  return client.coupons.print({ ticketId }, { timezone: timeZone() });
}
