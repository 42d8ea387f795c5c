import { ESC, GS, LF, command, need, scanText, type Scanned } from './tokens.ts';

const RS = 0x1e;

const ESC_FIXED: Record<number, number> = {
  0x2d: 3, // ESC - n underline
  0x30: 2, // ESC 0 line spacing
  0x32: 2,
  0x33: 3,
  0x34: 2, // ESC 4 invert on
  0x35: 2, // ESC 5 invert off
  0x40: 2, // ESC @ initialise
  0x45: 2, // ESC E bold on
  0x46: 2, // ESC F bold off
  0x49: 3,
  0x4a: 3, // ESC J n feed dots
  0x61: 3, // ESC a n feed lines
  0x69: 4, // ESC i n1 n2 size
  0x6c: 3,
  0x51: 3,
  0x7a: 3,
  0x07: 4, // ESC BEL n1 n2 drawer pulse
};

/** ESC GS y ...: QR code in Star Line Mode. */
function starQr(buf: Buffer, pos: number): Scanned | null {
  const fn = buf[pos + 3];
  if (fn === undefined) return null;
  if (fn === 0x53) return need(buf, pos, 6); // ESC GS y S n m: settings
  if (fn === 0x50) return { token: { type: 'qrPrint' }, length: 4 }; // ESC GS y P
  if (fn === 0x44) {
    // ESC GS y D 1 m nL nH d1..dk
    if (pos + 8 > buf.length) return null;
    const k = buf[pos + 6]! + buf[pos + 7]! * 256;
    if (pos + 8 + k > buf.length) return null;
    return {
      token: { type: 'qrStore', data: buf.subarray(pos + 8, pos + 8 + k).toString('latin1') },
      length: 8 + k,
    };
  }
  return command(4);
}

function escGs(buf: Buffer, pos: number): Scanned | null {
  const op = buf[pos + 2];
  if (op === undefined) return null;
  if (op === 0x74) {
    const n = buf[pos + 3];
    return n === undefined ? null : { token: { type: 'codePage', table: n }, length: 4 };
  }
  if (op === 0x79) return starQr(buf, pos);
  return need(buf, pos, 4); // ESC GS a n (alignment) and the other one-parameter settings
}

/** The next token of a Star Line Mode stream (the commands node-thermal-printer's Star type writes). */
export function nextStarToken(buf: Buffer, pos: number): Scanned | null {
  const b = buf[pos];
  if (b === undefined) return null;
  if (b >= 0x20) return scanText(buf, pos);
  if (b === LF || b === 0x0c) return { token: { type: 'newline' }, length: 1 };
  if (b === 0x0b) return { token: { type: 'feed', lines: 1 }, length: 1 }; // VT
  if (b !== ESC) return command(1);
  const op = buf[pos + 1];
  if (op === undefined) return null;
  if (op === GS) return escGs(buf, pos);
  if (op === 0x64) {
    // ESC d n: cut (0/1 full, 2/3 partial)
    return need(buf, pos, 3, { type: 'cut' });
  }
  if (op === 0x62) {
    // ESC b n1 n2 n3 n4 d1..dk RS: barcode; n1 '6' is CODE128
    const end = buf.indexOf(RS, pos + 6);
    if (pos + 6 > buf.length || end < 0) return null;
    const data = buf.subarray(pos + 6, end).toString('latin1');
    return {
      token: { type: 'barcode', symbology: buf[pos + 2] === 0x36 ? 'code128' : 'other', data },
      length: end + 1 - pos,
    };
  }
  if (op === RS) return need(buf, pos, 4); // ESC RS F n and friends
  return need(buf, pos, ESC_FIXED[op] ?? 2);
}
