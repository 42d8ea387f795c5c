import { expect, type FrameLocator } from '@playwright/test';

/** The demo card provider's page as the Turkish and the Arabic site's checkouts open it. */
const TEXTS = {
  tr: {
    html: { lang: 'tr', dir: 'ltr' },
    holder: 'Kart sahibi',
    number: 'Kart numarası',
    expiry: 'Son kullanma tarihi (AA/YY)',
    cvc: 'Güvenlik kodu',
    pay: 'Öde',
  },
  aa: {
    html: { lang: 'ar', dir: 'rtl' },
    holder: 'اسم حامل البطاقة',
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز الأمان',
    pay: 'ادفع',
  },
} as const;

/**
 * The provider's page in the deposit's frame: it speaks the language of the site the deposit was
 * made on (Turkish, or Arabic right to left) and shows the amount as that site writes it.
 */
export class DemoCardPage {
  private readonly t: (typeof TEXTS)['tr' | 'aa'];
  constructor(
    readonly frame: FrameLocator,
    lang: 'tr' | 'aa',
  ) {
    this.t = TEXTS[lang];
  }

  /** Checks the page's language and amount, then fills in the card that pays. */
  async fillPayingCard(amount: string | RegExp) {
    const html = this.frame.locator('html');
    await expect(html).toHaveAttribute('lang', this.t.html.lang);
    await expect(html).toHaveAttribute('dir', this.t.html.dir);
    await expect(this.frame.locator('.amount')).toHaveText(amount);
    await expect(this.frame.locator('body')).not.toContainText('Card holder');
    await this.frame.getByLabel(this.t.holder, { exact: true }).fill('Ayşe Yılmaz');
    await this.frame.getByLabel(this.t.number, { exact: true }).fill('4242 4242 4242 4242');
    await this.frame.getByLabel(this.t.expiry, { exact: true }).fill('12/39');
    await this.frame.getByLabel(this.t.cvc, { exact: true }).fill('123');
  }

  async pay() {
    await this.frame.getByRole('button', { name: this.t.pay, exact: true }).click();
  }
}
