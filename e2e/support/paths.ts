// Where things are, for the e2e harness and the benchmarks.
import { fileURLToPath } from 'node:url'
import path from 'node:path'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const BIN = (name: string) => path.join(ROOT, 'node_modules', '.bin', name)
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

