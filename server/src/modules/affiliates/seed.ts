import { AFFILIATE_STATUS } from '@bet/shared';
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { hashPassword } from '../auth/index.ts';
import { createUser } from '../users/index.ts';

/** The demo affiliate: its login, its sign-up code and the demo players it referred. */
export const DEMO_AFFILIATE = {
  userName: 'affiliate1',
  password: 'affiliate1234',
  code: 'DEMOAFF1',
  referred: ['player2', 'player3'],
} as const;

const BANNERS = [
  { name: 'Bonus 300×250', image: '/promo/banner-300x250.svg', width: 300, height: 250, sort: 30 },
  { name: 'Leaderboard 728×90', image: '/promo/banner-728x90.svg', width: 728, height: 90, sort: 20 },
  { name: 'Mobile 320×50', image: '/promo/banner-320x50.svg', width: 320, height: 50, sort: 10 },
];

/**
 * On a database without affiliate banners: the demo banners and an active demo affiliate (25 %,
 * monthly) who referred two demo players, so the manager has figures from the first start.
 */
export async function seedAffiliates(database: Database, logger: Logger): Promise<void> {
  const any = await database.db.selectFrom('affiliate_banners').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const hash = await hashPassword(DEMO_AFFILIATE.password);
  const seeded = await database.db.transaction().execute(async (trx) => {
    const again = await trx.selectFrom('affiliate_banners').select('id').limit(1).executeTakeFirst();
    if (again) return false;
    await trx.insertInto('affiliate_banners').values(BANNERS).execute();
    const root = await trx
      .selectFrom('users')
      .select(['id', 'path', 'operator_id', 'currency'])
      .where('parent_id', 'is', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', DEMO_AFFILIATE.userName)
      .executeTakeFirst();
    if (!root || taken) return true;
    const created = await createUser(trx, {
      operatorId: Number(root.operator_id),
      parent: { id: Number(root.id), path: root.path },
      role: 'player',
      userName: DEMO_AFFILIATE.userName,
      passwordHash: hash,
      currency: root.currency,
      onlineUser: 1,
      profile: {
        first_name: 'Deniz',
        last_name: 'Ortak',
        birth_date: '1988-04-02',
        email: 'affiliate1@example.com',
        city: 'İzmir',
        country_id: 218,
        affiliate_link: DEMO_AFFILIATE.code,
      },
    });
    await trx
      .insertInto('affiliates')
      .values({
        user_id: created.id,
        status: AFFILIATE_STATUS.active,
        percent_bp: 2500,
        cutoff: 0,
        decided_at: Date.now(),
      })
      .execute();
    await trx
      .updateTable('users')
      .set({ referrer_id: created.id })
      .where('user_name', 'in', [...DEMO_AFFILIATE.referred])
      .execute();
    return true;
  });
  if (seeded) logger.info({ affiliate: DEMO_AFFILIATE.userName }, 'demo affiliate and banners seeded');
}
