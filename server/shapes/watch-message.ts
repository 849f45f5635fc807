// The browser's watch message on the change socket (live-notifier.ts has the protocol):
// {"type":"watch","shapes":{"<name>":{"handle","offset"}|null,…}}, or a plain array of names.
// Unknown shapes and malformed places are dropped; anything else is not a watch.
import { isShapeName, type ShapeName } from '../../sync/shapes'
import type { ShapePosition } from './change-feed'

export function parseWatch(text: string): Map<ShapeName, ShapePosition | null> | null {
  let msg: { type?: unknown; shapes?: unknown }
  try {
    msg = JSON.parse(text)
  } catch {
    return null
  }
  if (msg?.type !== 'watch' || !msg.shapes || typeof msg.shapes !== 'object') return null
  const entries: [string, unknown][] = Array.isArray(msg.shapes) ? msg.shapes.map((n) => [n, null]) : Object.entries(msg.shapes)
  const wanted = new Map<ShapeName, ShapePosition | null>()
  for (const [name, since] of entries) {
    if (typeof name !== 'string' || !isShapeName(name)) continue
    const s = since as Partial<ShapePosition> | null
    const valid = s && typeof s.handle === 'string' && typeof s.offset === 'string' && s.handle.length < 200 && s.offset.length < 40
    wanted.set(name, valid ? { handle: s.handle!, offset: s.offset! } : null)
  }
  return wanted
}
