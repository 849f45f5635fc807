// The app starts in stages (main.ts), each module imported only once the one before has run, so
// that no single task evaluates all of the start code. Imported one after another, each stage's
// files would also download one after another; listed here as modulepreloads in index.html,
// every stage's files download at once, while the page is parsed, and each import only runs.
// The query builder (Kysely, client/src/db/query-builder.ts) is listed too: kept out of the start
// code so the start stages evaluate less, it is still needed before the first page renders, and
// fetched only when local-query.ts imports it, it was one more round trip after the start code.
import type { Plugin, Rolldown } from 'vite'
type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** The files of the chunks built from these modules, with every chunk they import statically. */
export function staticClosure(bundle: OutputBundle, modules: RegExp): string[] {
  const chunks = new Map<string, OutputChunk>()
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item)
  const files = new Set<string>()
  const visit = (fileName: string) => {
    if (files.has(fileName)) return
    files.add(fileName)
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks.values()) {
    if (chunk.isDynamicEntry && chunk.facadeModuleId && modules.test(chunk.facadeModuleId)) visit(chunk.fileName)
  }
  return [...files].sort()
}

/** The start stages (main.ts) and the query builder the pages wait for (local-db-provider.tsx). */
export const START_MODULES = /\/client\/src\/(start-(libraries|contract|app)\.tsx?|db\/query-builder\.ts)$/

export function preloadStartPlugin(startModules: RegExp): Plugin {
  return {
    name: 'intranet-preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html
        const present = new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]))
        return staticClosure(ctx.bundle, startModules)
          .filter((file) => !present.has(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }))
      },
    },
  }
}
