import type { Role } from '@bet/shared';
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { hashPassword } from '../auth/index.ts';
import { houseAccountId, transfer } from '../wallet/index.ts';
import { createUser } from './create-user.ts';
import { defaultProducts } from './user-defaults.ts';

interface SeedUser {
  userName: string;
  password: string;
  role: Role;
  parent: string | null;
  /** opening credit in minor units */
  credit: number;
  onlineUser?: 0 | 1;
  firstName: string;
  lastName: string;
}

/** The demo accounts of API.md "Running it", then a few more so the hierarchy has depth and width. */
export const DEMO_USERS: readonly SeedUser[] = [
  {
    userName: 'admin',
    password: 'admin1234',
    role: 'admin',
    parent: null,
    credit: 0,
    firstName: 'Site',
    lastName: 'Admin',
  },
  {
    userName: 'dealer1',
    password: 'dealer1234',
    role: 'dealer',
    parent: 'admin',
    credit: 10_000_000,
    firstName: 'Ahmet',
    lastName: 'Bayi',
  },
  {
    userName: 'player1',
    password: 'player1234',
    role: 'player',
    parent: 'dealer1',
    credit: 100_000,
    onlineUser: 1,
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
  },
  {
    userName: 'shop1',
    password: 'shop1234',
    role: 'terminal',
    parent: 'dealer1',
    credit: 500_000,
    firstName: 'Kadıköy',
    lastName: 'Shop',
  },
  {
    userName: 'player2',
    password: 'player1234',
    role: 'player',
    parent: 'dealer1',
    credit: 25_000,
    onlineUser: 1,
    firstName: 'Mehmet',
    lastName: 'Kaya',
  },
  {
    userName: 'subdealer1',
    password: 'dealer1234',
    role: 'subDealer',
    parent: 'dealer1',
    credit: 1_000_000,
    firstName: 'Can',
    lastName: 'Demir',
  },
  {
    userName: 'player3',
    password: 'player1234',
    role: 'player',
    parent: 'subdealer1',
    credit: 5_000,
    onlineUser: 1,
    firstName: 'Elif',
    lastName: 'Çelik',
  },
  {
    userName: 'dealer2',
    password: 'dealer1234',
    role: 'dealer',
    parent: 'admin',
    credit: 5_000_000,
    firstName: 'Zeynep',
    lastName: 'Aydın',
  },
  {
    userName: 'player4',
    password: 'player1234',
    role: 'player',
    parent: 'dealer2',
    credit: 50_000,
    onlineUser: 1,
    firstName: 'Emre',
    lastName: 'Şahin',
  },
];

export const DEMO_OPERATOR_ID = 1;
export const DEMO_CURRENCY = 'TRY';

/**
 * Seeds a fresh database (no users yet) in one transaction. Opening credit comes from the house
 * account through the ledger, like any other money, so the books balance from the first row.
 */
export async function seedIfEmpty(database: Database, logger: Logger): Promise<boolean> {
  const any = await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  await database.db.transaction().execute(async (trx) => {
    // Two servers starting on one empty database: the second finds the users and stops here.
    const again = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (again) return;
    const house = await houseAccountId(trx, DEMO_OPERATOR_ID, DEMO_CURRENCY);
    const placed = new Map<string, { id: number; path: string }>();
    for (const [i, u] of DEMO_USERS.entries()) {
      const parent = u.parent ? placed.get(u.parent) : null;
      const created = await createUser(trx, {
        operatorId: DEMO_OPERATOR_ID,
        parent: parent ?? null,
        role: u.role,
        userName: u.userName,
        passwordHash: hashes[i]!,
        currency: DEMO_CURRENCY,
        onlineUser: u.onlineUser ?? 0,
        products: defaultProducts(true),
        profile: {
          first_name: u.firstName,
          last_name: u.lastName,
          birth_date: '1990-01-15',
          email: `${u.userName}@example.com`,
          city: 'İstanbul',
          country_id: 218,
          terminal_no: u.role === 'terminal' ? 'T-0001' : null,
        },
      });
      placed.set(u.userName, created);
      if (u.credit > 0) {
        const account = await trx
          .selectFrom('accounts')
          .select('id')
          .where('user_id', '=', created.id)
          .executeTakeFirstOrThrow();
        await transfer(trx, {
          fromAccountId: house,
          toAccountId: Number(account.id),
          amount: u.credit,
          type: 'opening',
          reference: `opening:${created.id}`,
          note: 'opening balance',
        });
      }
    }
  });
  logger.info({ users: DEMO_USERS.length }, 'demo accounts seeded');
  return true;
}
