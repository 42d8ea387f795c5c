import { ESC, FS, GS, LF, command, need, scanText, type Scanned } from './tokens.ts';

const DLE = 0x10;

/** ESC commands by their second byte: total length for the fixed-size ones. */
const ESC_FIXED: Record<number, number> = {
  0x20: 3, // ESC SP n  right-side spacing
  0x21: 3, // ESC ! n   print mode
  0x25: 3, // ESC % n
  0x2d: 3, // ESC - n   underline
  0x32: 2, // ESC 2     default line spacing
  0x33: 3, // ESC 3 n   line spacing
  0x3c: 2, // ESC <
  0x3d: 3, // ESC = n   select peripheral
  0x3f: 3, // ESC ? n
  0x40: 2, // ESC @     initialise
  0x45: 3, // ESC E n   bold
  0x47: 3, // ESC G n   double strike
  0x4a: 3, // ESC J n   feed n dots
  0x4b: 3, // ESC K n
  0x4c: 2, // ESC L     page mode
  0x4d: 3, // ESC M n   font
  0x52: 3, // ESC R n   international set
  0x53: 2, // ESC S     standard mode
  0x54: 3, // ESC T n
  0x55: 3, // ESC U n
  0x56: 3, // ESC V n   rotate
  0x5c: 4, // ESC \ nL nH
  0x24: 4, // ESC $ nL nH
  0x61: 3, // ESC a n   justification
  0x63: 4, // ESC c 3/4/5 n
  0x64: 3, // ESC d n   feed n lines
  0x65: 3, // ESC e n
  0x69: 2, // ESC i     partial cut (old)
  0x6d: 2, // ESC m
  0x70: 5, // ESC p m t1 t2  drawer pulse
  0x72: 3, // ESC r n
  0x74: 3, // ESC t n   code table
  0x75: 3, // ESC u n
  0x76: 2, // ESC v
  0x7b: 3, // ESC { n   upside down
};

const GS_FIXED: Record<number, number> = {
  0x21: 3, // GS ! n    character size
  0x23: 3,
  0x2f: 3, // GS / m
  0x3a: 2, // GS :
  0x42: 3, // GS B n    reverse
  0x48: 3, // GS H n    HRI position
  0x49: 3, // GS I n
  0x4c: 4, // GS L nL nH
  0x50: 4, // GS P x y
  0x54: 3, // GS T n
  0x57: 4, // GS W nL nH
  0x5c: 4, // GS \ nL nH
  0x5e: 5, // GS ^ r t m
  0x61: 3, // GS a n    automatic status back
  0x62: 3, // GS b n
  0x66: 3, // GS f n    HRI font
  0x68: 3, // GS h n    barcode height
  0x72: 3, // GS r n    transmit status
  0x77: 3, // GS w n    barcode module width
};

const FS_FIXED: Record<number, number> = {
  0x21: 3,
  0x26: 2,
  0x2d: 3,
  0x2e: 2,
  0x43: 3,
  0x53: 4,
  0x57: 3,
  0x70: 4,
};

function escCommand(buf: Buffer, pos: number): Scanned | null {
  const op = buf[pos + 1];
  if (op === undefined) return null;
  if (op === 0x74) {
    const n = buf[pos + 2];
    return n === undefined ? null : { token: { type: 'codePage', table: n }, length: 3 };
  }
  if (op === 0x64) {
    const n = buf[pos + 2];
    return n === undefined ? null : { token: { type: 'feed', lines: n }, length: 3 };
  }
  if (op === 0x69 || op === 0x6d) return { token: { type: 'cut' }, length: 2 };
  if (op === 0x44) {
    // ESC D n1 ... NUL: horizontal tab positions
    const end = buf.indexOf(0, pos + 2);
    return end < 0 ? null : command(end + 1 - pos);
  }
  if (op === 0x2a) {
    // ESC * m nL nH d1..dk: bit image, k = n (8-dot modes) or 3n (24-dot modes)
    if (pos + 5 > buf.length) return null;
    const m = buf[pos + 2]!;
    const n = buf[pos + 3]! + buf[pos + 4]! * 256;
    return need(buf, pos, 5 + (m >= 32 ? 3 * n : n));
  }
  const fixed = ESC_FIXED[op];
  return need(buf, pos, fixed ?? 2);
}

function gsCommand(buf: Buffer, pos: number): Scanned | null {
  const op = buf[pos + 1];
  if (op === undefined) return null;
  if (op === 0x56) {
    // GS V m [n]: cut; m 65/66/97/98/103/104 carry a feed amount
    const m = buf[pos + 2];
    if (m === undefined) return null;
    return need(buf, pos, m >= 65 ? 4 : 3, { type: 'cut' });
  }
  if (op === 0x72) {
    const n = buf[pos + 2];
    return n === undefined ? null : { token: { type: 'statusRequest', kind: n }, length: 3 };
  }
  if (op === 0x6b) return gsBarcode(buf, pos);
  if (op === 0x28) {
    // GS ( fn pL pH ...: the two-byte length covers everything after it
    if (pos + 5 > buf.length) return null;
    const size = buf[pos + 3]! + buf[pos + 4]! * 256;
    if (pos + 5 + size > buf.length) return null;
    const fn = buf[pos + 2];
    const body = buf.subarray(pos + 5, pos + 5 + size);
    // GS ( k <cn 49 = QR> fn 80 stores data, fn 81 prints it
    if (fn === 0x6b && body[0] === 0x31 && body[1] === 0x50) {
      return { token: { type: 'qrStore', data: body.subarray(3).toString('latin1') }, length: 5 + size };
    }
    if (fn === 0x6b && body[0] === 0x31 && body[1] === 0x51)
      return { token: { type: 'qrPrint' }, length: 5 + size };
    return command(5 + size);
  }
  if (op === 0x76) {
    // GS v 0 m xL xH yL yH d1..dk: raster image, k = x * y
    if (pos + 8 > buf.length) return null;
    const x = buf[pos + 4]! + buf[pos + 5]! * 256;
    const y = buf[pos + 6]! + buf[pos + 7]! * 256;
    return need(buf, pos, 8 + x * y);
  }
  return need(buf, pos, GS_FIXED[op] ?? 2);
}

function gsBarcode(buf: Buffer, pos: number): Scanned | null {
  const m = buf[pos + 2];
  if (m === undefined) return null;
  if (m <= 6) {
    // function A: data ends with NUL
    const end = buf.indexOf(0, pos + 3);
    if (end < 0) return null;
    const data = buf.subarray(pos + 3, end).toString('latin1');
    return { token: { type: 'barcode', symbology: 'other', data }, length: end + 1 - pos };
  }
  const n = buf[pos + 3];
  if (n === undefined || pos + 4 + n > buf.length) return null;
  let data = buf.subarray(pos + 4, pos + 4 + n).toString('latin1');
  if (m === 73) {
    // CODE128 data starts with a code set selector ({A, {B or {C)
    data = data.replace(/^\{[ABC]/, '');
    return { token: { type: 'barcode', symbology: 'code128', data }, length: 4 + n };
  }
  return { token: { type: 'barcode', symbology: 'other', data }, length: 4 + n };
}

/**
 * The next token of an Epson ESC/POS stream. Lengths follow Epson's command reference, so a
 * status query is never mistaken for part of another command's data.
 */
export function nextEpsonToken(buf: Buffer, pos: number): Scanned | null {
  const b = buf[pos];
  if (b === undefined) return null;
  if (b >= 0x20) return scanText(buf, pos);
  if (b === LF || b === 0x0c) return { token: { type: 'newline' }, length: 1 };
  if (b === DLE) {
    const op = buf[pos + 1];
    if (op === undefined) return null;
    if (op === 0x04 || op === 0x05) {
      const n = buf[pos + 2];
      if (n === undefined) return null;
      return op === 0x04 ? { token: { type: 'realtime', kind: n }, length: 3 } : command(3);
    }
    if (op === 0x14) return need(buf, pos, 5); // DLE DC4 fn m t
    return command(1);
  }
  if (b === ESC) return escCommand(buf, pos);
  if (b === GS) return gsCommand(buf, pos);
  if (b === FS) {
    const op = buf[pos + 1];
    if (op === undefined) return null;
    return need(buf, pos, FS_FIXED[op] ?? 2);
  }
  // CR, HT and other control bytes print nothing
  return command(1);
}
