import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Paths that belong to the server, never to the SPA fallback. */
const SERVER_PATHS = /^\/(api|metrics|socket\.io|uploads)(\/|$)/;

/**
 * Serves the built web app. Vite names assets by content hash, so they are cached for a year as
 * immutable; index.html is revalidated every time so a deploy shows at once. The build writes .br
 * and .gz siblings, which are sent to clients that accept them. Unknown paths get index.html (the
 * client router shows Home for them).
 */
export function staticWeb(
  dist: string,
  /** runs before a page (index.html) is sent: the session's marks on the response */
  onPage?: (req: Request, res: Response) => void,
): RequestHandler {
  const root = path.resolve(dist);
  const indexPath = path.join(root, 'index.html');
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    if (!fs.existsSync(indexPath)) return next();
    let file = path.join(root, decodeSafe(req.path));
    if (!file.startsWith(root + path.sep) || !isFile(file)) {
      // A missing hashed asset is a real 404: answering HTML there would break the page silently.
      if (req.path.startsWith('/assets/')) return next();
      file = indexPath;
    }
    if (file === indexPath) onPage?.(req, res);
    const ext = path.extname(file);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    let sendPath = file;
    if (/\bbr\b/.test(accepts) && isFile(`${file}.br`)) {
      sendPath = `${file}.br`;
      res.setHeader('Content-Encoding', 'br');
    } else if (/\bgzip\b/.test(accepts) && isFile(`${file}.gz`)) {
      sendPath = `${file}.gz`;
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader(
      'Cache-Control',
      file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    res.setHeader('Content-Length', String(fs.statSync(sendPath).size));
    if (req.method === 'HEAD') return void res.end();
    // pipeline, not pipe: a reader that fails (a file replaced by a new build) or a client that
    // hangs up ends both streams instead of an unhandled error or a leaked file handle.
    pipeline(fs.createReadStream(sendPath), res, () => undefined);
  };
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

function decodeSafe(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return '/';
  }
}
