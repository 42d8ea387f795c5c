import { Router } from 'express';
import type { AppContext } from '../../context.ts';

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** A number from a text, the same on every start: picks a game's colours. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * A game's picture: a gradient in the game's own colours with its title. The demo catalogue has no
 * artwork of its own; an operator's games name the provider's image URLs instead.
 */
export function gameArt(title: string, seed: string): string {
  const h = hashOf(seed);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >> 9) % 80)) % 360;
  const words = title.split(' ');
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + w).length <= 12) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  const shown = lines.slice(0, 3);
  const top = 100 - (shown.length - 1) * 14;
  const text = shown
    .map((l, i) => `<text x="80" y="${top + i * 28}" text-anchor="middle">${escapeXml(l)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="200" viewBox="0 0 160 200">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,38%)"/><stop offset="1" stop-color="hsl(${hue2},75%,22%)"/>` +
    `</linearGradient></defs><rect width="160" height="200" rx="12" fill="url(#g)"/>` +
    `<circle cx="${30 + (h % 100)}" cy="${30 + ((h >> 5) % 40)}" r="${18 + (h % 20)}" fill="hsla(${hue2},90%,70%,0.25)"/>` +
    `<g font-family="sans-serif" font-weight="700" font-size="20" fill="#fff">${text}</g></svg>`
  );
}

/** Serves the demo games' pictures under /casino-art/{provider}/{code}.svg. */
export function artRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/casino-art/:provider/:file', async (req, res, next) => {
    try {
      const code = /^([\w-]{1,80})\.svg$/.exec(req.params.file)?.[1];
      if (!code || !/^[\w-]{1,40}$/.test(req.params.provider)) return void res.status(404).end();
      const game = await ctx.database.db
        .selectFrom('casino_games')
        .innerJoin('casino_providers', 'casino_providers.id', 'casino_games.provider_id')
        .select('casino_games.title')
        .where('casino_providers.code', '=', req.params.provider)
        .where('casino_games.code', '=', code)
        .executeTakeFirst();
      if (!game) return void res.status(404).end();
      res
        .type('image/svg+xml')
        .set('Cache-Control', 'public, max-age=86400')
        .send(gameArt(game.title, `${req.params.provider}/${code}`));
    } catch (err) {
      next(err);
    }
  });
  return router;
}
