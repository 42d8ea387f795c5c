import type { PrinterFamily } from '../render/render-ticket.ts';
import { DEFAULT_ENCODING, decodeText, encodingOf } from './code-pages.ts';
import { nextEpsonToken } from './epson-tokenizer.ts';
import { nextStarToken } from './star-tokenizer.ts';
import type { Token, Tokenizer } from './tokens.ts';

export interface DecodedPrint {
  /** the printed text lines, commands stripped, trailing spaces removed, blank lines kept */
  lines: string[];
  /** CODE128 payloads in print order */
  barcodes: string[];
  /** QR code payloads in print order */
  qrCodes: string[];
  cuts: number;
}

export const TOKENIZERS: Record<PrinterFamily, Tokenizer> = { epson: nextEpsonToken, star: nextStarToken };

/** Splits a whole byte stream into tokens; a command cut off at the end is reported, not guessed. */
export function tokenize(bytes: Buffer, family: PrinterFamily = 'epson'): Token[] {
  const next = TOKENIZERS[family];
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < bytes.length) {
    const scanned = next(bytes, pos);
    if (!scanned) throw new RangeError(`print data ends inside a command at byte ${pos}`);
    tokens.push(scanned.token);
    pos += scanned.length;
  }
  return tokens;
}

/**
 * Reads printed bytes back as text: strips the commands, keeps the text lines in the code page
 * the stream selected, and collects the barcode and QR payloads.
 */
export function decodePrint(bytes: Buffer, family: PrinterFamily = 'epson'): DecodedPrint {
  const out: DecodedPrint = { lines: [], barcodes: [], qrCodes: [], cuts: 0 };
  let encoding = DEFAULT_ENCODING;
  let line = '';
  let pendingQr: string | null = null;
  const endLine = () => {
    out.lines.push(line.trimEnd());
    line = '';
  };
  for (const token of tokenize(bytes, family)) {
    switch (token.type) {
      case 'text':
        line += decodeText(token.bytes, encoding);
        break;
      case 'newline':
        endLine();
        break;
      case 'feed':
        if (line) endLine();
        break;
      case 'codePage':
        encoding = encodingOf(family, token.table);
        break;
      case 'barcode':
        if (token.symbology === 'code128') out.barcodes.push(token.data);
        break;
      case 'qrStore':
        pendingQr = token.data;
        break;
      case 'qrPrint':
        if (pendingQr !== null) out.qrCodes.push(pendingQr);
        break;
      case 'cut':
        if (line) endLine();
        out.cuts++;
        break;
      default:
        break;
    }
  }
  if (line) endLine();
  return out;
}
