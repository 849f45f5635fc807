// Shape handles: `<definition hash>-<lsn>`, or `<hash>.<epoch>-<lsn>` once `DELETE /v1/shape`
// has removed the shape (its clients then refetch from a new handle).
import { BadRequest, parseShapeRequest, type ShapeRequest } from './request'
import { jsonResponse } from './responses'
import type { Shape, ShapeDefinition } from './shape'

export interface HandlesContext {
  shapes: Map<string, Shape>
  definitionFor(req: ShapeRequest): Promise<ShapeDefinition>
}

export function createHandles({ shapes, definitionFor }: HandlesContext) {
  const epochs = new Map<string, number>()
  const prefixOf = (hash: string) => (epochs.has(hash) ? `${hash}.${epochs.get(hash)}-` : `${hash}-`)

  /** `DELETE /v1/shape`: by definition or handle; its clients refetch from a new handle. */
  async function remove(url: URL): Promise<Response> {
    const handle = url.searchParams.get('handle')
    let hash: string
    if (url.searchParams.get('table')) {
      const q = new URL(url)
      q.searchParams.set('offset', '-1')
      q.searchParams.delete('handle')
      try {
        hash = (await definitionFor(parseShapeRequest(q))).hash
      } catch (err) {
        if (err instanceof BadRequest) return jsonResponse(400, { message: err.message, errors: err.errors })
        throw err
      }
      if (handle && !handle.startsWith(prefixOf(hash))) return jsonResponse(404, { message: 'Shape not found' })
    } else if (handle) {
      hash = handle.slice(0, handle.lastIndexOf('-')).split('.')[0]
    } else {
      return jsonResponse(400, { message: 'Invalid request', errors: { handle: ["can't be blank when shape definition is missing"] } })
    }
    // By handle alone only a shape in memory is known; with its definition, any is.
    const known = shapes.has(hash) || (url.searchParams.has('table') && (!handle || handle.startsWith(prefixOf(hash))))
    if (!known) return jsonResponse(404, { message: 'Shape not found' })
    epochs.set(hash, (epochs.get(hash) ?? 0) + 1)
    const shape = shapes.get(hash)
    shapes.delete(hash)
    shape?.wakeAll()
    return new Response(null, { status: 202 })
  }

  return { prefixOf, remove }
}
