import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from './index.ts';
import type { RouteEntry } from './route.ts';

/** The largest page any list may be asked for. */
const MAX_PAGE = 5000;

/**
 * Lists answered whole, without `?offset=&limit=`, and why each stays short. A new list that
 * grows with the data (coupons, users, movements, limits) pages instead.
 */
const WHOLE: Record<string, string> = {
  'announcements.list': 'the current popups, at most 20 (PUBLIC_LIMIT)',
  'announcements.notifications': 'the current notifications, at most 20 (PUBLIC_LIMIT)',
  'audit.systemLog': 'a ring of the latest log lines of fixed capacity',
  'auth.countries': 'a fixed list',
  'auth.currencies': 'a fixed list',
  'bannersAdmin.list': "the operator's banners, added by hand",
  'content.banners': "the operator's banners, added by hand",
  'messageTemplates.list': 'one per message kind and language',
  'handTerminals.list': 'the newest 500',
  'payments.categories': 'a fixed list',
  'payoutApprovals.list': 'the newest 200',
  'promotions.list': 'at most 100',
  'promotions.bonuses': 'at most 100',
  'promotions.topWinners': 'the top 10',
  'affiliates.banners': "the operator's banners, added by hand",
  'responsibleGamingAdmin.history': "one player's latest 200 changes",
  'siteAdmin.pages': "the operator's pages, added by hand",
  'sports.list': 'one row per sport',
  'sports.categories': 'one row per country of a sport',
  'sports.tournaments': 'one row per league of a country',
  'sports.liveFavorites': 'the ids asked for, at most 200',
  'terminals.builds': 'the terminal builds approved by hand',
};

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  maximum?: number;
  default?: unknown;
}

/** Every GET whose answer is `{ results: [...] }`: a list. */
function lists(): Array<[string, RouteEntry]> {
  const out: Array<[string, RouteEntry]> = [];
  for (const [area, routes] of Object.entries(contract))
    for (const [name, e] of Object.entries(routes)) {
      const entry = e as RouteEntry;
      if (entry.method !== 'get') continue;
      const schema = z.toJSONSchema(entry.response, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
      const root = schema.$ref ? schema.$defs?.[schema.$ref.split('/').pop()!] : schema;
      if (root?.properties?.['results']?.type === 'array') out.push([`${area}.${name}`, entry]);
    }
  return out;
}

describe('the lists of the API', () => {
  it('answer bounded pages: a default page size and a largest one, or a reason to be whole', () => {
    const found = lists();
    expect(found.length).toBeGreaterThan(40);
    for (const [name, entry] of found) {
      if (name in WHOLE) continue;
      const query = entry.query
        ? (z.toJSONSchema(entry.query, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
        : undefined;
      const limit = query?.properties?.['limit'];
      expect(limit, `${name} has no ?limit= (page it, or say in WHOLE why it stays short)`).toBeDefined();
      expect(limit!.maximum, `${name}: the largest page`).toBeLessThanOrEqual(MAX_PAGE);
      expect(limit!.default, `${name}: the default page`).toBeTypeOf('number');
      expect(query!.properties?.['offset'], `${name}: ?offset=`).toBeDefined();
    }
  });

  it('name only lists in WHOLE', () => {
    const names = new Set(lists().map(([name]) => name));
    for (const name of Object.keys(WHOLE)) expect(names, name).toContain(name);
  });

  it('refuse an oversize page in the schema, before any handler runs', () => {
    for (const [name, entry] of lists()) {
      if (name in WHOLE || !(entry.query instanceof z.ZodObject)) continue;
      const limit = (entry.query.shape as Record<string, z.ZodType>)['limit']!;
      const max = (z.toJSONSchema(limit, { io: 'input' }) as JsonSchema).maximum!;
      expect(limit.safeParse(String(max)).success, name).toBe(true);
      expect(limit.safeParse(String(max + 1)).success, name).toBe(false);
      expect(limit.safeParse(undefined).success, name).toBe(true);
    }
  });
});
