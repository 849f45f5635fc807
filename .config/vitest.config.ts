import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

// Vitest's default is one worker less than the cores: on the 2-core CI machine that is one, and
// the unit and PostgreSQL files went one by one although most of them wait on a database.
const WORKERS = Math.min(4, Math.max(2, availableParallelism() - 1))
// A worker runs its unit and PostgreSQL files one after another in one module graph instead of
// importing the server anew for each (4-5 s a file, half the project's time). They share no
// state that matters: no module mocks, no environment changes, and every test opens its own
// database and server.
const SHARED_MODULES = { isolate: false }

export default defineConfig({
  root,
  // The client's own alias (client/vite.config.ts), so unit tests can import client modules.
  resolve: { alias: { '@': fileURLToPath(new URL('../client/src', import.meta.url)) } },
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...SHARED_MODULES,
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
          ...SHARED_MODULES,
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
          // One browser file at a time: a file keeps both cores busy (chromium's PGlite, the
          // server), and two side by side took twice as long each and timed out. `npm test` runs
          // them beside the unit and PostgreSQL files, which mostly wait (test-projects.mjs).
          fileParallelism: false,
          // A browser on a busy 2-core machine takes its time; a poll is a wait, not a timing.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
})
