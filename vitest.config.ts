import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each package has its own project file.
export default defineConfig({
  test: {
    projects: ['shared', 'printer-drivers', 'server', 'web', 'terminal', 'tests'],
    coverage: {
      provider: 'v8',
      include: ['shared/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 90 },
    },
  },
});
