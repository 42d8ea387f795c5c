import fs from 'node:fs';

/**
 * The V8 flags `npm start` gives the server (server/package.json), for the benches' servers in
 * processes of their own; the benches' own process gets them from the root's `npm run bench`.
 */
export function serverNodeFlags(): string[] {
  const file = new URL('../../server/package.json', import.meta.url);
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/).filter((arg) => arg.startsWith('--max-'));
}
