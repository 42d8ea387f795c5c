/**
 * The kiosk may only show its own site: navigation to any other origin, and every new window,
 * is refused. A cashier or customer must never reach a browser, a file or another site.
 */
export function isAllowedNavigation(target: string, serverUrl: string): boolean {
  try {
    const to = new URL(target);
    const site = new URL(serverUrl);
    return (to.protocol === 'http:' || to.protocol === 'https:') && to.origin === site.origin;
  } catch {
    return false;
  }
}

/** The page a terminal opens at start and returns to when idle. */
export function homeUrl(serverUrl: string, language: string): string {
  return new URL(`/${language}/`, serverUrl).toString();
}
