import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

export default defineConfig({
  root,
  // The client's own alias (client/vite.config.ts), so unit tests can import client modules.
  resolve: { alias: { '@': fileURLToPath(new URL('../client/src', import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{sync,server,client}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.pg.test.ts', 'node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // On a busy 2-core machine a socket or a pass takes its time: a poll is a wait, not a timing.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'pg',
          include: ['{sync,server}/**/*.pg.test.ts'],
          globalSetup: ['server/test/pg-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A browser on a busy 2-core machine takes its time; a poll is a wait, not a timing.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
})
