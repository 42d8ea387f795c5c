import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live, behind one interface: the disk under DATA_DIR by default. Keys are
 * names made of the content ('banners/<hash>-634x291.webp'), so a file never changes once written
 * and is served as immutable; several instances need one shared directory (a shared volume) or
 * another implementation of this interface (object storage).
 */
export interface FileStore {
  /** writes the bytes under the key unless it is there already */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** the bytes of a key, or null */
  get(key: string): Promise<Buffer | null>;
}

const SAFE_KEY = /^[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/;

export function diskFileStore(root: string): FileStore {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`not a file key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // write then rename: a reader never sees half a file, and a second writer of the same
      // content replaces it with the same bytes
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, file);
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        return await fs.readFile(path.join(root, key));
      } catch {
        return null;
      }
    },
  };
}
