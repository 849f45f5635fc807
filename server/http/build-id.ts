// Which build of the client this server serves, so that a page running an older build can tell
// the person a new version is out (client/src/offline/new-version.ts). The client's build writes
// its id into dist/client/build.json (client/build/build-id.ts); INTRANET_BUILD_ID overrides it
// (a deploy that names its releases, or a test that plays a new version). No build there, as in
// the unit tests: no id, and the pages are never told.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { MiddlewareHandler } from 'hono'
import { BUILD_HEADER } from '../../sync/build'

export { BUILD_HEADER }
export const BUILD_FILE = 'build.json'

export function readBuildId(clientDir: string, override?: string): string | null {
  if (override?.trim()) return override.trim()
  try {
    const { id } = JSON.parse(readFileSync(path.join(clientDir, BUILD_FILE), 'utf8')) as { id?: unknown }
    return typeof id === 'string' && id ? id : null
  } catch {
    return null
  }
}

/** Adds the build header to every answer that passes (none when the build is unknown). */
export function announceBuild(buildId: string | null | undefined): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (!buildId) return
    try {
      c.res.headers.set(BUILD_HEADER, buildId)
    } catch {
      // A response passed through from fetch() has immutable headers: copy it once.
      c.res = new Response(c.res.body, c.res)
      c.res.headers.set(BUILD_HEADER, buildId)
    }
  }
}
