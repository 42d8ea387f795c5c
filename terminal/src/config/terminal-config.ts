import fs from 'node:fs';
import { z } from 'zod';

/** A serial device: /dev/ttyUSB0, /dev/serial/by-id/..., or COM3 (\\.\COM10) on Windows. */
const SerialDevicePath = z
  .string()
  .regex(/^(\/\S+|COM[1-9]\d*|\\\\\.\\COM[1-9]\d*)$/i, 'an absolute serial device path or COMn');
const BaudRate = z.union([1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200].map((b) => z.literal(b)));

/** The terminal's own settings, from a JSON file next to the installation. */
export const TerminalConfig = z.object({
  serverUrl: z.string().url().default('http://localhost:8080'),
  terminalNo: z.string().min(1).max(20),
  language: z.string().length(2).default('tr'),
  timeZone: z.string().default('Europe/Istanbul'),
  printer: z
    .object({
      /** the serial device of the receipt printer, or 'none' */
      interface: z.union([z.literal('none'), SerialDevicePath]).default('none'),
      model: z.enum(['epson', 'star']).default('epson'),
      paperWidth: z.union([z.literal(58), z.literal(80)]).default(80),
      /** how often the printer's real-time status is polled */
      statusIntervalMs: z.number().int().min(100).max(60_000).default(1000),
    })
    .prefault({}),
  scanner: z
    .object({
      /**
       * 'keyboard': a keyboard-wedge scanner typing into the page, read by the UI; 'none'; or
       * the serial device of a scanner sending lines of digits
       */
      interface: z.union([z.literal('keyboard'), z.literal('none'), SerialDevicePath]).default('keyboard'),
      baudRate: BaudRate.default(9600),
      /** the same code read again within this window is one scan (the beam sweeps twice) */
      duplicateWindowMs: z.number().int().min(0).max(10_000).default(1500),
    })
    .prefault({}),
});
export type TerminalConfig = z.infer<typeof TerminalConfig>;

export class TerminalConfigError extends Error {
  override name = 'TerminalConfigError';
}

/** Reads and validates the configuration file; names every bad field in the error. */
export function readTerminalConfig(file: string): TerminalConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new TerminalConfigError(`Cannot read terminal configuration ${file}: ${(err as Error).message}`);
  }
  const parsed = TerminalConfig.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new TerminalConfigError(`Invalid terminal configuration ${file}:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
