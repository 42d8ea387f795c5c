import type { Database } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { writeSetting } from '../settings/index.ts';

interface DemoPromotion {
  image: string;
  amount: number;
  sort: number;
  /** title and HTML by language; `null` is every language without texts of its own */
  texts: Array<{ lang: string | null; title: string; content: string }>;
}

const DEMO: DemoPromotion[] = [
  {
    image: '/promo/welcome.svg',
    amount: 10_000,
    sort: 30,
    texts: [
      {
        lang: 'tr',
        title: '%100 Hoş Geldin Bonusu',
        content:
          '<p>İlk yatırımınıza <strong>%100</strong>, 100 TL’ye kadar bonus.</p><ul><li>Bonus talebinizi Bonus Talep sayfasından gönderin.</li><li>Bonus onaylandığında bakiyenize eklenir.</li></ul>',
      },
      {
        lang: 'aa',
        title: 'مكافأة ترحيب 100%',
        content:
          '<p>مكافأة <strong>100%</strong> على إيداعك الأول حتى 100 ليرة.</p><ul><li>أرسل طلبك من صفحة طلب المكافأة.</li><li>تُضاف المكافأة إلى رصيدك عند الموافقة.</li></ul>',
      },
      {
        lang: null,
        title: '100% Welcome Bonus',
        content:
          '<p>A <strong>100%</strong> bonus on your first deposit, up to 100.</p><ul><li>Send your request from the Bonus request page.</li><li>Once accepted, the bonus is added to your balance.</li></ul>',
      },
    ],
  },
  {
    image: '/promo/cashback.svg',
    amount: 5_000,
    sort: 20,
    texts: [
      {
        lang: 'tr',
        title: 'Haftalık %10 Kayıp Bonusu',
        content: '<p>Haftalık net kaybınızın <strong>%10</strong>’u her pazartesi iade edilir.</p>',
      },
      {
        lang: 'aa',
        title: 'استرداد أسبوعي 10%',
        content: '<p>نعيد <strong>10%</strong> من صافي خسارتك الأسبوعية كل يوم اثنين.</p>',
      },
      {
        lang: null,
        title: 'Weekly 10% Cashback',
        content: '<p><strong>10%</strong> of your weekly net loss back every Monday.</p>',
      },
    ],
  },
  {
    image: '/promo/combo.svg',
    amount: 0,
    sort: 10,
    texts: [
      {
        lang: 'tr',
        title: 'Kombine Kuponlara %25 Ek Kazanç',
        content: '<p>5 ve üzeri maçlı kombine kuponlarda kazancınıza <strong>%25</strong> ekleriz.</p>',
      },
      {
        lang: 'aa',
        title: 'ربح إضافي 25% على القسائم المركبة',
        content: '<p>نضيف <strong>25%</strong> إلى ربحك في القسائم المركبة من 5 مباريات فأكثر.</p>',
      },
      {
        lang: null,
        title: '25% Extra on Combos',
        content: '<p>We add <strong>25%</strong> to your win on combo coupons of 5 matches or more.</p>',
      },
    ],
  },
];

/**
 * Demo promotions on a database that has none (also bonuses players may request), and the
 * Promotions entry of the left menu switched on. Two servers starting at once may both find none;
 * the check inside the transaction keeps the second from writing them again on PostgreSQL's
 * serialised start and SQLite's single writer alike.
 */
export async function seedPromotions(database: Database, logger: Logger): Promise<void> {
  const any = await database.db.selectFrom('promotions').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const written = await database.db.transaction().execute(async (trx) => {
    const again = await trx.selectFrom('promotions').select('id').limit(1).executeTakeFirst();
    if (again) return false;
    for (const p of DEMO) {
      const [base, ...translations] = [...p.texts].sort((a, b) =>
        a.lang === null ? -1 : b.lang === null ? 1 : 0,
      );
      const row = (lang: string | null, t: { title: string; content: string }, of: number | null) => ({
        title: t.title,
        image: p.image,
        content: t.content,
        lang,
        translation_of: of,
        amount: p.amount,
        sort: p.sort,
      });
      const original = await trx
        .insertInto('promotions')
        .values(row(null, base!, null))
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const t of translations)
        await trx
          .insertInto('promotions')
          .values(row(t.lang, t, Number(original.id)))
          .execute();
    }
    return true;
  });
  if (!written) return;
  const area = await database.db
    .selectFrom('settings')
    .select('key')
    .where('key', '=', 'area_promotions')
    .executeTakeFirst();
  if (!area) await writeSetting(database, 'area_promotions', '1');
  logger.info({ promotions: DEMO.length }, 'demo promotions seeded');
}
