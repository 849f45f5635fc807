import { transcriptions } from '../schema/transcriptions'
import { transcriptionRules } from '../permissions/transcriptions'
import { allColumns, type ShapeDef } from './types'

export const transcriptionShapes = {
  /** Only the viewer's own transcriptions ever reach their browser. */
  transcriptions: {
    table: transcriptions,
    localTable: 'transcriptions',
    columns: allColumns(transcriptions),
    where: transcriptionRules.read,
  },
} satisfies Record<string, ShapeDef>
