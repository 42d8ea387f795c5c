import { BreakLine, CharacterSet, PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import type { TicketBlock, TicketLayout } from '../layout/ticket-layout.ts';

/** The printer command families the terminal drives: Epson ESC/POS and Star Line Mode. */
export type PrinterFamily = 'epson' | 'star';
export const PRINTER_FAMILIES: readonly PrinterFamily[] = ['epson', 'star'];

export interface RenderOptions {
  family: PrinterFamily;
  /** the code page selected first; the library switches pages itself for characters outside it */
  characterSet?: CharacterSet;
}

/**
 * node-thermal-printer's typings name only string URIs for `interface`, but the library also takes
 * an object. Rendering never sends anything itself: the bytes go out over the caller's connection.
 */
const RENDER_ONLY = {
  execute: () => Promise.reject(new Error('render-only printer: send getBuffer() over a connection')),
  isPrinterConnected: () => Promise.resolve(false),
} as unknown as string;

/** Star's QR code in Line Mode (the library's own writes the data without its command header). */
function starQr(data: string, cellSize: number): Buffer {
  const bytes = Buffer.from(data, 'latin1');
  const head = (...b: number[]) => Buffer.from([0x1b, 0x1d, 0x79, ...b]);
  return Buffer.concat([
    head(0x53, 0x30, 0x02), // model 2
    head(0x53, 0x31, 0x01), // error correction M
    head(0x53, 0x32, cellSize),
    head(0x44, 0x31, 0x00, bytes.length & 0xff, bytes.length >> 8),
    bytes,
    head(0x50), // print
  ]);
}

function renderBlock(
  printer: ThermalPrinter,
  block: TicketBlock,
  family: PrinterFamily,
  columns: number,
): void {
  switch (block.kind) {
    case 'text':
      if (block.align === 'center') printer.alignCenter();
      else if (block.align === 'right') printer.alignRight();
      else printer.alignLeft();
      if (block.bold) printer.bold(true);
      if (block.invert) printer.invert(true);
      if (block.doubleSize) printer.setTextQuadArea();
      for (const line of block.lines) printer.println(line);
      if (block.doubleSize) printer.setTextNormal();
      if (block.invert) printer.invert(false);
      if (block.bold) printer.bold(false);
      printer.alignLeft();
      return;
    case 'rule':
      printer.drawLine('-');
      return;
    case 'barcode':
      printer.alignCenter();
      // module width 2 keeps a 20-digit id inside a 58 mm roll's 384 dots
      if (family === 'epson')
        printer.printBarcode(block.data, 73, { hriPos: 0, hriFont: 0, width: 2, height: 80 });
      else printer.code128(block.data, { width: 'SMALL', height: 80, text: 1 });
      printer.newLine();
      printer.alignLeft();
      return;
    case 'qr': {
      const cellSize = columns >= 48 ? 6 : 5;
      printer.alignCenter();
      if (family === 'epson') printer.printQR(block.data, { cellSize, correction: 'M', model: 2 });
      else printer.append(starQr(block.data, cellSize));
      printer.newLine();
      printer.alignLeft();
      return;
    }
    case 'feed':
      for (let i = 0; i < block.lines; i++) printer.newLine();
      return;
  }
}

/** The bytes of a ticket for one printer family, rendered through node-thermal-printer. */
export function renderTicket(layout: TicketLayout, options: RenderOptions): Buffer {
  const printer = new ThermalPrinter({
    type: options.family === 'star' ? PrinterTypes.STAR : PrinterTypes.EPSON,
    interface: RENDER_ONLY,
    width: layout.columns,
    // lines arrive already wrapped to the paper
    breakLine: BreakLine.NONE,
  });
  // ESC @ (the same in both families) first: it would reset a code page chosen before it.
  printer.append(Buffer.from([0x1b, 0x40]));
  printer.setCharacterSet(options.characterSet ?? CharacterSet.PC857_TURKISH);
  for (const block of layout.blocks) renderBlock(printer, block, options.family, layout.columns);
  printer.partialCut();
  return Buffer.from(printer.getBuffer());
}
