/** One piece of a printer byte stream, as the emulator and the decoder see it. */
export type Token =
  | { type: 'text'; bytes: Buffer }
  | { type: 'newline' }
  /** DLE EOT n: a real-time status query, answered at once and never printed */
  | { type: 'realtime'; kind: number }
  /** GS r n: transmit status (answered, not printed) */
  | { type: 'statusRequest'; kind: number }
  /** select a character code table by its number */
  | { type: 'codePage'; table: number }
  | { type: 'barcode'; symbology: 'code128' | 'other'; data: string }
  | { type: 'qrStore'; data: string }
  | { type: 'qrPrint' }
  | { type: 'feed'; lines: number }
  | { type: 'cut' }
  | { type: 'command' };

/** A token and how many bytes it took; `null` from a tokenizer means the bytes end mid-command. */
export interface Scanned {
  token: Token;
  length: number;
}

export type Tokenizer = (buf: Buffer, pos: number) => Scanned | null;

export const LF = 0x0a;
export const ESC = 0x1b;
export const GS = 0x1d;
export const FS = 0x1c;

/** A run of printable bytes (everything from 0x20 up; the code page says what they mean). */
export function scanText(buf: Buffer, pos: number): Scanned {
  let end = pos;
  while (end < buf.length && buf[end]! >= 0x20) end++;
  return { token: { type: 'text', bytes: buf.subarray(pos, end) }, length: end - pos };
}

export const command = (length: number): Scanned => ({ token: { type: 'command' }, length });

/** `fixed` bytes when present, else null (incomplete). */
export function need(
  buf: Buffer,
  pos: number,
  length: number,
  token: Token = { type: 'command' },
): Scanned | null {
  return pos + length <= buf.length ? { token, length } : null;
}
