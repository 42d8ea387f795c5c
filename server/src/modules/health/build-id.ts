import fs from 'node:fs';
import path from 'node:path';

/**
 * The build id of the web app in `webDist` (the build.json vite.config.ts writes beside
 * index.html), read again only when the file changes: a deploy that swaps the files under a
 * running server is seen at once, and pages of the old build offer to reload.
 */
export function buildIdReader(webDist: string): () => string | null {
  const file = path.join(webDist, 'build.json');
  let seen: { mtimeMs: number; size: number; id: string | null } | null = null;
  return () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (seen && seen.mtimeMs === stat.mtimeMs && seen.size === stat.size) return seen.id;
    let id: string | null = null;
    try {
      const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { buildId?: unknown };
      id = typeof parsed.buildId === 'string' && parsed.buildId ? parsed.buildId : null;
    } catch {
      id = null;
    }
    seen = { mtimeMs: stat.mtimeMs, size: stat.size, id };
    return id;
  };
}
