import { contract } from '@bet/shared';
import type { Request } from 'express';
import type { Module } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import type { BookMessage } from '../feed/index.ts';
import type { SportsService, ViewMatch } from '../sports/index.ts';
import { listEntries, updateEntry } from './catalogue.service.ts';
import { fixtureOf, listFixtures, manualFixture, toFixture } from './fixtures.service.ts';

/**
 * The operator's sports data (issue 17, item 1): the catalogue's names, order, visibility, logos
 * and live settings, and matches, markets and odds by hand. Every change reaches players at once:
 * catalogue changes through the sports service's overlay, match changes as book messages the
 * sports service applies, stores and pushes like the feed's.
 */
export const createSportsAdminModule = (sports: SportsService): Module => ({
  name: 'sports-admin',
  mount(api, ctx) {
    const db = ctx.database.db;
    const actor = (req: Request) => ({ id: currentUser(req).id, ip: clientIp(req) });
    const audit = (req: Request, action: string, matchId: number, after: unknown, before?: unknown) =>
      recordAudit(db, {
        actorId: currentUser(req).id,
        action,
        targetType: 'match',
        targetId: matchId,
        before,
        after,
        ip: clientIp(req),
      });
    /** Applies the operator's change to a match and answers with the match as it became. */
    const book = async (m: ViewMatch, msg: BookMessage) => {
      await sports.apply([msg]);
      return { fixture: toFixture(sports, fixtureOf(sports, m.id)) };
    };

    api.implement(contract.sportsAdmin.catalogue, ({ params, query }) => listEntries(db, params.kind, query));

    api.implement(contract.sportsAdmin.updateEntry, async ({ params, body, req }) => {
      const entry = await updateEntry(db, params.kind, params.id, body, actor(req));
      await sports.catalogue.load(db);
      return entry;
    });

    api.implement(contract.sportsAdmin.fixtures, ({ query }) => listFixtures(sports, query));

    api.implement(contract.sportsAdmin.createFixture, async ({ body, req }) => {
      const fixture = await manualFixture(db, body);
      await sports.apply([{ kind: 'fixture', matchId: fixture.id, version: 1, fixture }]);
      await audit(req, 'fixture.create', fixture.id, body);
      return { fixture: toFixture(sports, fixtureOf(sports, fixture.id)) };
    });

    api.implement(contract.sportsAdmin.updateFixture, async ({ params, body, req }) => {
      const m = fixtureOf(sports, params.id);
      // Moving a match that began would change bets already placed on its kick-off.
      if (m.ttype === 'L' || m.status !== 'not_started' || m.result) throw conflict('matchStarted');
      const before = m.matchDate;
      const answer = await book(m, {
        kind: 'move',
        matchId: m.id,
        version: m.version,
        matchDate: Date.parse(body.matchDate),
      });
      await audit(req, 'fixture.move', m.id, { matchDate: answer.fixture.matchDate }, { matchDate: before });
      return answer;
    });

    api.implement(contract.sportsAdmin.suspendFixture, async ({ params, body, req }) => {
      const m = fixtureOf(sports, params.id);
      const answer = await book(m, {
        kind: 'hold',
        matchId: m.id,
        version: m.version,
        marketId: null,
        held: body.suspended,
      });
      await audit(req, body.suspended ? 'fixture.suspend' : 'fixture.reopen', m.id, body);
      return answer;
    });

    api.implement(contract.sportsAdmin.suspendMarket, async ({ params, body, req }) => {
      const m = fixtureOf(sports, params.id);
      if (!m.markets.some((mk) => mk.id === params.marketId)) throw notFound('notFound');
      const answer = await book(m, {
        kind: 'hold',
        matchId: m.id,
        version: m.version,
        marketId: params.marketId,
        held: body.suspended,
      });
      await audit(req, body.suspended ? 'market.suspend' : 'market.reopen', m.id, {
        marketId: params.marketId,
      });
      return answer;
    });

    api.implement(contract.sportsAdmin.setOdds, async ({ params, body, req }) => {
      const m = fixtureOf(sports, params.id);
      if (m.result) throw conflict('matchClosed');
      const known = new Map(m.markets.flatMap((mk) => mk.outcomes.map((o) => [o.id, o.odd] as const)));
      const unknown = body.outcomes.filter((o) => !known.has(o.outcomeId)).map((o) => o.outcomeId);
      if (unknown.length) throw badRequest('invalidRequest', { outcomeIds: unknown });
      const before = body.outcomes.map((o) => ({ outcomeId: o.outcomeId, odd: known.get(o.outcomeId) }));
      const answer = await book(m, { kind: 'odds', matchId: m.id, version: m.version, odds: body.outcomes });
      await audit(req, 'odds.set', m.id, body.outcomes, before);
      return answer;
    });
  },
});
