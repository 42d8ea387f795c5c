import { expect, type Page } from '@playwright/test';

/** The F-mode status bar and the ticket check screen. */
export class TerminalPages {
  constructor(readonly page: Page) {}

  printerStatus() {
    return this.page.getByTestId('printer-status');
  }

  queue(kind: 'submissions' | 'prints' | 'payouts' | 'failed' | 'checking') {
    return this.page.getByTestId(`queue-${kind}`);
  }

  async openTicketScreen(lang = 'en') {
    await this.page.goto(`/${lang}/ticket`);
    await expect(this.page.getByTestId('ticket-screen')).toBeVisible();
  }

  /**
   * A barcode scanner acting as a keyboard: the digits as one burst of key presses, then Enter, on
   * whatever has the focus. Sent from inside the page, as a scanner's burst arrives all at once:
   * key by key over the automation protocol the gaps would grow with the machine's load.
   */
  async scan(code: string) {
    await this.page.evaluate(
      (keys) => {
        const target = document.activeElement ?? document.body;
        for (const key of keys)
          target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      },
      [...code, 'Enter'],
    );
  }

  /** Types the ticket number on the on-screen keypad and checks it. */
  async typeOnKeypad(code: string) {
    const keypad = this.page.getByTestId('ticket-keypad');
    for (const digit of code) await keypad.getByRole('button', { name: digit, exact: true }).click();
    await expect(this.page.getByTestId('ticket-input')).toHaveValue(code);
    await this.page.getByTestId('ticket-open').click();
  }

  result() {
    return this.page.getByTestId('ticket-result');
  }

  message() {
    return this.page.getByTestId('ticket-message');
  }
}

/** The printed text as one line of words: a wrapped line reads as the words it was cut from. */
export const printedWords = (lines: string[]) => lines.join(' ').replace(/\s+/g, ' ');
