// The folder that holds package.json, migrations/ and dist/: the same whether the server
// runs from its sources (tsx server/main.ts, the tests) or from its bundle (dist/server/main.mjs,
// `npm start` and the image), which sit at different depths below it.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

function projectRootAbove(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'migrations'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`no package.json with migrations/ above ${start}`)
  }
}

export const PROJECT_ROOT = projectRootAbove(path.dirname(fileURLToPath(import.meta.url)))
