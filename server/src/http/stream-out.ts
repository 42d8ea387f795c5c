import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Sends `chunks` to `out` as fast as its reader takes them, then ends it. The next chunk is made
 * only when `out` wants more, so a slow reader holds the database reads back instead of filling
 * memory, and one pipe waits for every drain: waiting on each write's own events left listeners
 * behind (compression's response hands `drain` listeners to its zlib stream, which never lets
 * them go). Answers false when the reader went away before the end.
 */
export async function streamOut(out: Writable, chunks: AsyncIterable<string>): Promise<boolean> {
  try {
    await pipeline(Readable.from(chunks), out);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return false;
    throw err;
  }
}
