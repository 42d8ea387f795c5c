import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each package has its own project file.
export default defineConfig({
  test: {
    projects: ['shared', 'printer-drivers', 'server', 'web', 'terminal', 'tests'],
    // Vitest's default is one worker fewer than the cores: one on CI's two. The server's files wait
    // on their databases, sockets and timers much of the time, and each makes its own server,
    // database (a copy on PostgreSQL) and Redis prefix, so two files run side by side.
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      include: ['shared/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 90 },
    },
  },
});
