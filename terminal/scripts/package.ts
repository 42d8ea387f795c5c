import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * `npm run package -w terminal`: builds terminal/dist, then the installers of electron-builder.yml
 * (AppImage and deb on Linux, NSIS on Windows). Extra arguments go to electron-builder
 * (e.g. `-- --linux deb`). electron-builder needs Electron's own binary, which the electron
 * package downloads at install time; where that was not possible it stops here and says why.
 */
const require = createRequire(import.meta.url);
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Where the Electron binary is, or why there is none. */
function findElectronBinary(): { ok: true; path: string } | { ok: false; reason: string } {
  let binary: string;
  try {
    // the electron package exports the binary's path, and throws when its download never happened
    binary = require('electron') as string;
  } catch (err) {
    return { ok: false, reason: (err as Error).message };
  }
  return fs.existsSync(binary)
    ? { ok: true, path: binary }
    : { ok: false, reason: `${binary} does not exist` };
}

const electron = findElectronBinary();
if (!electron.ok) {
  console.error(
    [
      'Cannot package the terminal: the Electron binary is missing.',
      `  ${electron.reason}`,
      'The electron package downloads it from GitHub when installed; this machine could not.',
      'Package on a machine with network access (npm ci there fetches it), or point',
      'ELECTRON_OVERRIDE_DIST_PATH at an unpacked Electron of the version in node_modules/electron.',
    ].join('\n'),
  );
  process.exit(1);
}

const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'build.ts')], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const builder = spawnSync(
  process.execPath,
  [
    require.resolve('electron-builder/cli.js'),
    '--config',
    'electron-builder.yml',
    '--projectDir',
    repoRoot,
    ...process.argv.slice(2),
  ],
  { cwd: repoRoot, stdio: 'inherit' },
);
process.exit(builder.status ?? 1);
