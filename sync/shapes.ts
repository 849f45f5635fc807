// The catalogue of synced shapes, one module per feature under shapes/. The browser asks for
// a shape by name only; the server resolves table, columns and where from this catalogue and
// the signed-in viewer.
import { whereFor, type SqlWhere, type Viewer } from './rules'
import { eventShapes } from './shapes/events'
import { peopleShapes } from './shapes/people'
import { meetingShapes } from './shapes/meetings'
import { vacationShapes } from './shapes/vacations'
import { projectShapes } from './shapes/projects'
import { newsShapes } from './shapes/news'
import { postShapes } from './shapes/posts'
import { directoryShapes } from './shapes/directory'
import { buildingShapes } from './shapes/buildings'
import { handbookShapes } from './shapes/handbooks'
import { transcriptionShapes } from './shapes/transcriptions'
import { notificationShapes } from './shapes/notifications'
import type { ShapeDef } from './shapes/types'

export type { ShapeDef } from './shapes/types'

export const shapes = {
  ...eventShapes,
  ...peopleShapes,
  ...meetingShapes,
  ...vacationShapes,
  ...projectShapes,
  ...newsShapes,
  ...postShapes,
  ...directoryShapes,
  ...buildingShapes,
  ...handbookShapes,
  ...transcriptionShapes,
  ...notificationShapes,
} satisfies Record<string, ShapeDef>

export type ShapeName = keyof typeof shapes
export const shapeNames = Object.keys(shapes) as ShapeName[]

export const isShapeName = (name: string): name is ShapeName => Object.prototype.hasOwnProperty.call(shapes, name)

/** What the proxy sends upstream for this viewer: never anything the browser chose. */
export function resolveShape(
  name: ShapeName,
  viewer: Viewer,
): { table: string; columns: readonly string[]; where: SqlWhere } {
  const def: ShapeDef = shapes[name]
  return { table: def.table.name, columns: def.columns, where: whereFor(def.where, viewer) }
}
