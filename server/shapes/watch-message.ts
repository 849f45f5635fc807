// The browser's messages on the change socket (live-notifier.ts has the protocol):
// {"type":"watch","shapes":{"<name>":{"handle","offset"}|null,…}}, or a plain array of names;
// {"type":"held","shapes":{"<name>":"<handle>",…}}.
// Unknown shapes and malformed places are dropped; anything else is neither.
import { isShapeName, type ShapeName } from '../../sync/shapes'
import type { ShapePosition } from './change-feed'

export type SocketMessage =
  | { type: 'watch'; wanted: Map<ShapeName, ShapePosition | null> }
  | { type: 'held'; handles: Map<ShapeName, string> }

const validHandle = (handle: unknown): handle is string => typeof handle === 'string' && handle.length < 200

export function parseSocketMessage(text: string): SocketMessage | null {
  let msg: { type?: unknown; shapes?: unknown }
  try {
    msg = JSON.parse(text)
  } catch {
    return null
  }
  if (!msg?.shapes || typeof msg.shapes !== 'object') return null
  if (msg.type === 'watch') return { type: 'watch', wanted: parseWatched(msg.shapes) }
  if (msg.type !== 'held' || Array.isArray(msg.shapes)) return null
  const handles = new Map<ShapeName, string>()
  for (const [name, handle] of Object.entries(msg.shapes)) if (isShapeName(name) && validHandle(handle)) handles.set(name, handle)
  return { type: 'held', handles }
}

function parseWatched(shapes: object): Map<ShapeName, ShapePosition | null> {
  const entries: [string, unknown][] = Array.isArray(shapes) ? shapes.map((n) => [n, null]) : Object.entries(shapes)
  const wanted = new Map<ShapeName, ShapePosition | null>()
  for (const [name, since] of entries) {
    if (typeof name !== 'string' || !isShapeName(name)) continue
    const s = since as Partial<ShapePosition> | null
    const valid = s && validHandle(s.handle) && typeof s.offset === 'string' && s.offset.length < 40
    wanted.set(name, valid ? { handle: s.handle!, offset: s.offset! } : null)
  }
  return wanted
}
