import { client } from '../api/client.ts';
import { browserPlatform } from './platform-services.browser.ts';
import { electronPlatform } from './platform-services.electron.ts';
import type { PlatformServices } from './platform-services.ts';
import { printUrl } from './printable-ticket.ts';

export type { PlatformServices } from './platform-services.ts';

/**
 * Chosen once, when the app loads: the terminal's preload script has put its bridge on the window
 * before any of the page's scripts ran, or there is none and this is a plain browser.
 */
export const platform: PlatformServices =
  typeof window !== 'undefined' && window.terminal
    ? electronPlatform(window.terminal)
    : browserPlatform({
        postCoupon: (request) => client.coupons.create(request),
        printUrl,
        openWindow: (url) => void window.open(url, '_blank', 'noopener'),
        later: (run, ms) => void setTimeout(run, ms),
      });
