import { expect, test } from '@playwright/test';
import { BetSlipPage } from './pages/betslip-page.ts';
import { SportsPages } from './pages/sports-pages.ts';

test('in Turkish the stake box writes the stake with a decimal comma, as the helper expects', async ({
  page,
}) => {
  const sports = new SportsPages(page);
  await sports.openSports('tr');
  await sports.pickFromRows(2);
  const slip = new BetSlipPage(page);
  await slip.open('tr');
  await slip.stake(10);
  await expect(slip.value('stake')).toHaveValue('10,00');
});

test('in Arabic every amount is isolated left to right: sign, digits and currency keep one order', async ({
  page,
}) => {
  const sports = new SportsPages(page);
  await sports.openSports('aa');
  await sports.pickFromRows(2);
  const slip = new BetSlipPage(page);
  await slip.open('aa');
  await slip.stake(10);
  for (const id of ['slip-stake-total', 'slip-max-pay'])
    await expect(slip.value(id)).toHaveText(/^\u2066\d+\.\d\d TL\u2069$/);
});
