/** Longer than any code a ticket scanner sends; a line past it is noise and is dropped whole. */
export const MAX_LINE_LENGTH = 64;

/**
 * Cuts a serial scanner's byte stream into lines. Scanners end a code with CR, LF or CR LF
 * (depending on how they were programmed), and a code can arrive split over several chunks.
 */
export class LineSplitter {
  private partial = '';
  private overlong = false;

  /** Takes the next chunk and returns the lines it completed, without their terminators. */
  push(chunk: Buffer | string): string[] {
    const lines: string[] = [];
    for (const char of typeof chunk === 'string' ? chunk : chunk.toString('latin1')) {
      if (char === '\r' || char === '\n') {
        // CR LF: the LF ends an empty line, which is not a code
        if (this.partial && !this.overlong) lines.push(this.partial);
        this.partial = '';
        this.overlong = false;
      } else if (this.partial.length >= MAX_LINE_LENGTH) {
        this.overlong = true;
      } else {
        this.partial += char;
      }
    }
    return lines;
  }
}
