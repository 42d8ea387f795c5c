import { createRequire } from 'node:module';
import iconv from 'iconv-lite';
import type { PrinterFamily } from '../render/render-ticket.ts';

type Config = Record<string, unknown> & { CODE_PAGES: Record<string, string> };

const require = createRequire(import.meta.url);

/**
 * Table number → character encoding, read from node-thermal-printer's own configuration so that
 * decoding agrees with how the library encoded the text (it switches tables on its own).
 */
function tablesOf(config: Config, selector: readonly number[]): Map<number, string> {
  const tables = new Map<number, string>();
  for (const [key, value] of Object.entries(config)) {
    if (!key.startsWith('CODE_PAGE_') || !Buffer.isBuffer(value)) continue;
    const encoding = config.CODE_PAGES[key.slice('CODE_PAGE_'.length)];
    const matches = value.length === selector.length + 1 && selector.every((b, i) => value[i] === b);
    if (!encoding || !matches || !iconv.encodingExists(encoding)) continue;
    const table = value[selector.length]!;
    if (!tables.has(table)) tables.set(table, encoding);
  }
  return tables;
}

const TABLES: Record<PrinterFamily, Map<number, string>> = {
  epson: tablesOf(require('node-thermal-printer/lib/types/epson-config.js') as Config, [0x1b, 0x74]),
  star: tablesOf(require('node-thermal-printer/lib/types/star-config.js') as Config, [0x1b, 0x1d, 0x74]),
};

/** The power-on table of both families is PC437. */
export const DEFAULT_ENCODING = 'CP437';

export function encodingOf(family: PrinterFamily, table: number): string {
  return TABLES[family].get(table) ?? DEFAULT_ENCODING;
}

export function decodeText(bytes: Buffer, encoding: string): string {
  return iconv.decode(bytes, encoding);
}
