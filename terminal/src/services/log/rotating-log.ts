import fs from 'node:fs';
import path from 'node:path';

export interface RotatingLogOptions {
  file: string;
  /** rotate when the file would grow past this many bytes */
  maxBytes?: number;
  /** how many old files to keep: file.1 (newest) to file.N */
  keep?: number;
}

/**
 * A log file that never fills the terminal's disk: past `maxBytes` it is renamed to `.1` (older
 * ones shift up, the oldest is dropped) and a new file starts. Lines are JSON.
 */
export class RotatingLog {
  private readonly maxBytes: number;
  private readonly keep: number;
  private size: number;

  constructor(private readonly options: RotatingLogOptions) {
    this.maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
    this.keep = options.keep ?? 5;
    fs.mkdirSync(path.dirname(options.file), { recursive: true });
    this.size = fs.existsSync(options.file) ? fs.statSync(options.file).size : 0;
  }

  write(level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown> = {}): void {
    const line = `${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`;
    const bytes = Buffer.byteLength(line);
    if (this.size + bytes > this.maxBytes && this.size > 0) this.rotate();
    fs.appendFileSync(this.options.file, line);
    this.size += bytes;
  }

  private rotate(): void {
    const { file } = this.options;
    fs.rmSync(`${file}.${this.keep}`, { force: true });
    for (let i = this.keep - 1; i >= 1; i--) {
      if (fs.existsSync(`${file}.${i}`)) fs.renameSync(`${file}.${i}`, `${file}.${i + 1}`);
    }
    fs.renameSync(file, `${file}.1`);
    this.size = 0;
  }
}
