// The start stages' files must all be in index.html as modulepreloads, or a stage's files would
// download only once the stage before it has run; and nothing the start does not need may be.
import { describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { preloadStartPlugin, START_MODULES, staticClosure } from './preload-start'

type Chunk = { fileName: string; imports?: string[]; dynamicImports?: string[]; facadeModuleId?: string; isDynamicEntry?: boolean }

function bundleOf(chunks: Chunk[]): Rolldown.OutputBundle {
  const bundle: Record<string, unknown> = {}
  for (const c of chunks) {
    bundle[c.fileName] = { type: 'chunk', imports: [], dynamicImports: [], facadeModuleId: null, isDynamicEntry: false, ...c }
  }
  bundle['assets/style.css'] = { type: 'asset', fileName: 'assets/style.css' }
  return bundle as unknown as Rolldown.OutputBundle
}

const START = /\/src\/start-(libraries|app)\.tsx?$/
const bundle = bundleOf([
  { fileName: 'assets/index.js', imports: ['assets/runtime.js'], dynamicImports: ['assets/start-libraries.js', 'assets/start-app.js'] },
  { fileName: 'assets/runtime.js' },
  { fileName: 'assets/start-libraries.js', facadeModuleId: '/r/client/src/start-libraries.ts', isDynamicEntry: true, imports: ['assets/react.js'] },
  { fileName: 'assets/start-app.js', facadeModuleId: '/r/client/src/start-app.tsx', isDynamicEntry: true, imports: ['assets/react.js', 'assets/ui.js'], dynamicImports: ['assets/pages.js'] },
  { fileName: 'assets/react.js', imports: ['assets/runtime.js'] },
  { fileName: 'assets/ui.js', imports: ['assets/icons.js'] },
  { fileName: 'assets/icons.js' },
  { fileName: 'assets/pages.js', facadeModuleId: '/r/client/src/pages.ts', isDynamicEntry: true, imports: ['assets/editor.js'] },
  { fileName: 'assets/editor.js' },
])

describe('the start stages preloaded from index.html', () => {
  it("takes each stage's chunk and every chunk it imports statically, however deep, but not what it loads on demand", () => {
    expect(staticClosure(bundle, START)).toEqual([
      'assets/icons.js',
      'assets/react.js',
      'assets/runtime.js',
      'assets/start-app.js',
      'assets/start-libraries.js',
      'assets/ui.js',
    ])
  })

  it('adds a modulepreload for each file the page does not already load', () => {
    const plugin = preloadStartPlugin(START)
    const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: object) => unknown }
    const html = '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/runtime.js">'
    const tags = hook.handler(html, { path: '/index.html', filename: 'index.html', bundle }) as { attrs: { rel: string; href: string } }[]
    expect(tags.map((t) => t.attrs.href)).toEqual(['/assets/icons.js', '/assets/react.js', '/assets/start-app.js', '/assets/start-libraries.js', '/assets/ui.js'])
    expect(new Set(tags.map((t) => t.attrs.rel))).toEqual(new Set(['modulepreload']))
  })
})

describe('what the app preloads', () => {
  it('is the three start stages and the query builder, which the pages wait for before they render', () => {
    for (const file of ['start-libraries.ts', 'start-contract.ts', 'start-app.tsx', 'db/query-builder.ts']) {
      expect(START_MODULES.test(`/r/client/src/${file}`)).toBe(true)
    }
    expect(START_MODULES.test('/r/client/src/db/local-query.ts')).toBe(false)
    expect(START_MODULES.test('/r/client/src/pages.ts')).toBe(false)
  })
})
