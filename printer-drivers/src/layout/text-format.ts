/** Characters per line in font A: 58 mm rolls print 32, 80 mm rolls 48. */
export type PaperWidth = 58 | 80;
export const CHARS_PER_LINE: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/** Splits text into lines of at most `width` characters, at spaces where it can. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (rest.length > width) {
        // a word longer than the line is cut where the line ends
        const room = line ? width - line.length - 1 : width;
        if (room <= 0) {
          lines.push(line);
          line = '';
          continue;
        }
        lines.push(line ? `${line} ${rest.slice(0, room)}` : rest.slice(0, room));
        line = '';
        rest = rest.slice(room);
      }
      if (!line) line = rest;
      else if (line.length + 1 + rest.length <= width) line = `${line} ${rest}`;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * `left` and `right` on one line of `width`, right-aligned; when both do not fit the left side
 * wraps and the right side ends the last line (or takes a line of its own).
 */
export function leftRight(left: string, right: string, width: number): string[] {
  if (left.length + 1 + right.length <= width) {
    return [left + ' '.repeat(width - left.length - right.length) + right];
  }
  const lines = wrap(left, width);
  const last = lines[lines.length - 1] ?? '';
  if (last.length + 1 + right.length <= width) {
    lines[lines.length - 1] = last + ' '.repeat(width - last.length - right.length) + right;
  } else {
    lines.push(right.padStart(width));
  }
  return lines;
}

function parts(date: Date, timeZone: string): Record<string, string> {
  const fmt = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(fmt.formatToParts(date).map((p) => [p.type, p.value]));
}

/** 'dd.MM.yyyy HH:mm:ss' in the terminal's time zone (the spec's date format, with seconds). */
export function ticketDateTime(iso: string, timeZone: string): string {
  const p = parts(new Date(iso), timeZone);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** 'dd.MM HH:mm' for a match start in the terminal's time zone. */
export function matchDateTime(iso: string, timeZone: string): string {
  const p = parts(new Date(iso), timeZone);
  return `${p.day}.${p.month} ${p.hour}:${p.minute}`;
}
