import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every regular file under root, as paths relative to it with '/' separators, in code-point order. */
async function filesUnder(root: string, dir = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const out: string[] = [];
  for (const e of entries) {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await filesUnder(root, rel)));
    else if (e.isFile()) out.push(rel);
  }
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

async function fileHash(file: string): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of createReadStream(file)) h.update(chunk as Buffer);
  return h.digest('hex');
}

/**
 * The hash of a terminal build (GLI-20): SHA-256 over each application file's path and content
 * hash, in a fixed order, so the same files give the same hash on any machine and any change, a
 * renamed, added or removed file included, gives another. The terminal computes it at start and
 * reports it with its heartbeat; the operator approves the builds it knows.
 */
export async function computeBuildHash(root: string): Promise<string> {
  const h = createHash('sha256');
  for (const rel of await filesUnder(root)) h.update(`${rel}\n${await fileHash(path.join(root, rel))}\n`);
  return h.digest('hex');
}
