import fs from 'node:fs';
import { z } from 'zod';

/** The terminal's own settings, from a JSON file next to the installation. */
export const TerminalConfig = z.object({
  serverUrl: z.string().url().default('http://localhost:8080'),
  terminalNo: z.string().min(1).max(20),
  language: z.string().length(2).default('tr'),
  timeZone: z.string().default('Europe/Istanbul'),
  printer: z
    .object({
      /** a serial device path (e.g. /dev/ttyUSB0) or 'none' */
      interface: z.string().default('none'),
      model: z.enum(['epson', 'star']).default('epson'),
      paperWidth: z.union([z.literal(58), z.literal(80)]).default(80),
    })
    .default({ interface: 'none', model: 'epson', paperWidth: 80 }),
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
