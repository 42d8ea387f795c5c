/**
 * The desktop-version switch (accounts section 1 "offers a desktop-version switch"; section 9
 * "desktop preference 365 days"): a phone asked for the desktop version lays the page out 1280 px
 * wide, which the shell's wide layout then takes; the choice is kept in a cookie for a year.
 */
const COOKIE = 'desktop';
const YEAR_S = 365 * 24 * 60 * 60;
const DESKTOP_VIEWPORT = 'width=1280';
/** index.html's own viewport, restored for the mobile version. */
const DEVICE_VIEWPORT = 'width=device-width, initial-scale=1, viewport-fit=cover';

export function desktopPreferred(): boolean {
  return new RegExp(`(?:^|;\\s*)${COOKIE}=1(?:;|$)`).test(document.cookie);
}

export function applyDesktopView(on: boolean = desktopPreferred()): void {
  const meta = document.querySelector('meta[name="viewport"]');
  const content = on ? DESKTOP_VIEWPORT : DEVICE_VIEWPORT;
  if (meta && meta.getAttribute('content') !== content) meta.setAttribute('content', content);
}

export function setDesktopPreferred(on: boolean): void {
  document.cookie = on
    ? `${COOKIE}=1; max-age=${YEAR_S}; path=/; samesite=lax`
    : `${COOKIE}=; max-age=0; path=/; samesite=lax`;
  applyDesktopView(on);
}
