// Watches: "tell me when this shape changes", for the app's change socket (one watch per
// distinct shape, however many browsers hold it). Told by the change pass itself, so a watch
// costs no request, no timer and no long-poll. A watch follows its shape through a drop and
// redefinition (truncate, schema change): the URL names the shape, not one handle of it.
import type { Shape, ShapeDefinition } from './shape'

export interface WatchContext {
  /** The definition a shape URL names, whatever its offset and handle. */
  definitionOf(url: URL): Promise<ShapeDefinition>
  /** The live shape of a definition (made if need be): watched shapes stay in memory. */
  shapeFor(def: ShapeDefinition): Shape
  /** The shape now filed under `hash`, if any. */
  currentShape(hash: string): Shape | undefined
  isClosed(): boolean
}

interface Watch {
  url: URL
  onChange: () => void
  stopped: boolean
  /** The definition it is filed under (it moves when its shape is dropped and redefined). */
  hash: string | null
}

export function createWatches(ctx: WatchContext) {
  /** Definition hash → the watches of that shape. */
  const byHash = new Map<string, Set<Watch>>()

  function file(hash: string, w: Watch) {
    let set = byHash.get(hash)
    if (!set) byHash.set(hash, (set = new Set()))
    set.add(w)
    w.hash = hash
  }

  function unfile(w: Watch) {
    const set = w.hash === null ? undefined : byHash.get(w.hash)
    if (!set) return
    set.delete(w)
    if (set.size === 0) byHash.delete(w.hash!)
    w.hash = null
  }

  async function refile(w: Watch) {
    if (w.stopped || ctx.isClosed()) return
    try {
      const def = await ctx.definitionOf(w.url)
      if (w.stopped) return
      file(def.hash, w)
      ctx.shapeFor(def)
    } catch {
      // The table is gone or no longer fits: the client's next request says so.
    }
  }

  return {
    async watch(url: URL, onChange: () => void): Promise<() => void> {
      const w: Watch = { url, onChange, stopped: false, hash: null }
      const def = await ctx.definitionOf(url)
      file(def.hash, w)
      ctx.shapeFor(def)
      return () => {
        w.stopped = true
        unfile(w)
      }
    },

    /** The change pass says `shape` changed (or was dropped). */
    notify(shape: Shape) {
      const set = byHash.get(shape.def.hash)
      if (!set) return
      for (const w of set) w.onChange()
      // Dropped (truncate, schema change): the watches follow the shape's next definition.
      if (ctx.currentShape(shape.def.hash) !== shape) {
        byHash.delete(shape.def.hash)
        for (const w of set) {
          w.hash = null
          void refile(w)
        }
      }
    },

    /** Is anyone watching this definition? (A watched shape is never dropped as idle.) */
    has: (hash: string) => byHash.has(hash),
  }
}
