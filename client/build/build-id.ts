// Gives each build of the client an id: baked into the page's code (__INTRANET_BUILD_ID__) and
// written to dist/client/build.json, which the server reads at start and tells the open pages
// (server/http/build-id.ts), so a page of an older build knows a new version is out.
// The id is the build's time (sortable, readable in a log) and a random part, since two builds
// of the same second are still two builds. Only `vite build`: in development there is none.
import { randomBytes } from 'node:crypto'
import type { Plugin } from 'vite'

export const BUILD_FILE = 'build.json'

export function newBuildId(now = new Date(), random = randomBytes(3).toString('hex')): string {
  const time = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
  return `${time}-${random}`
}

/** INTRANET_BUILD_ID names the build when set (the server announces the same, server/http/build-id.ts). */
export function buildIdPlugin(id: string = process.env.INTRANET_BUILD_ID?.trim() || newBuildId()): Plugin {
  return {
    name: 'intranet-build-id',
    apply: 'build',
    config: () => ({ define: { __INTRANET_BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_FILE, source: `${JSON.stringify({ id })}\n` })
    },
  }
}
