import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

type SetHeaders = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The site's security headers (helmet's), worked out once. They do not depend on the request (the
 * policy has no nonce), yet helmet builds the content security policy and runs a dozen middleware
 * functions for every answer: a cached match list then spent more on its headers than on itself.
 */
export function secureHeaders(): SetHeaders {
  const policy = helmet({
    contentSecurityPolicy: {
      directives: {
        // Socket.io connects back to the same origin over websockets.
        connectSrc: ["'self'", 'ws:', 'wss:'],
        imgSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    // Shop terminals and phones on plain-HTTP LANs must still load the site.
    strictTransportSecurity: false,
  });
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  policy({} as never, recorder as never, () => {});
  if (set.length === 0) throw new Error('helmet set no header: it no longer works as recorded here');
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
