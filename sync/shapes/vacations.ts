import { vacations } from '../schema/vacations'
import { vacationRules } from '../permissions/vacations'
import { allColumns, type ShapeDef } from './types'

export const vacationShapes = {
  vacations: { table: vacations, localTable: 'vacations', columns: allColumns(vacations), where: vacationRules.read },
} satisfies Record<string, ShapeDef>
