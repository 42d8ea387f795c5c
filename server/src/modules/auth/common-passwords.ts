import fs from 'node:fs';
import path from 'node:path';

/**
 * The 10,000 most common passwords (SecLists' "10-million-password-list-top-10000", MIT licence,
 * data/common-passwords.LICENSE), read once into a Set. Compared in lower case: 'PASSWORD' is no
 * better than 'password'.
 */
const LIST_FILE = path.join(import.meta.dirname, 'data', 'common-passwords.txt');

let common: Set<string> | undefined;

function load(): Set<string> {
  const words = fs
    .readFileSync(LIST_FILE, 'utf8')
    .split(/\r?\n/)
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w.length > 0);
  return new Set(words);
}

export function isCommonPassword(password: string): boolean {
  common ??= load();
  return common.has(password.trim().toLowerCase());
}

/** How many passwords the list holds (tests check the whole list shipped). */
export function commonPasswordCount(): number {
  common ??= load();
  return common.size;
}
