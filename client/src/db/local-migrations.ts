// What a new version must do to a browser's local tables, found by diffing the layout the
// database was built with (stored in it) against this build's. Pure: the rules are unit-tested
// here and applied against PGlite in local-schema-init.ts.
//
// What is kept matters most: a table whose description is unchanged keeps its rows, and its
// shapes keep their handles and offsets, so they only catch up. A table that changed has its
// shapes fetched again (the server's shape changed with it, so its old handle would be refused
// anyway); an added column is added in place, so the table's rows stay on screen meanwhile.
import type { LocalSchemaDescription, LocalTableDescription } from '../../../sync/local-schema'

export type MigrationStep =
  | { kind: 'reset-all' }
  | { kind: 'create-table'; table: string }
  | { kind: 'add-column'; table: string; column: string; type: string }
  | { kind: 'drop-column'; table: string; column: string }
  | { kind: 'recreate-table'; table: string; why: string }
  | { kind: 'drop-table'; table: string }
  | { kind: 'drop-index'; name: string }
  | { kind: 'create-index'; name: string }

export interface MigrationPlan {
  steps: MigrationStep[]
  /** Shapes whose stored handle and offset are forgotten, so they are fetched from the start. */
  refetch: string[]
  /** Every shape keeps its place and every table its rows. */
  unchanged: boolean
}

/**
 * `from` null: the database holds no description (a fresh one), or one of another
 * LOCAL_SCHEMA_VERSION: every synced table is made anew.
 */
export function planLocalMigration(from: LocalSchemaDescription | null, to: LocalSchemaDescription): MigrationPlan {
  const steps: MigrationStep[] = []
  const refetch = new Set<string>()
  /** Tables made (or made again) here: none of their indexes survive. */
  const made = new Set<string>()
  const known = from && from.version === to.version ? from : null
  if (!known) steps.push({ kind: 'reset-all' })

  for (const [table, next] of Object.entries(to.tables)) {
    const before = known?.tables[table]
    if (!before) {
      steps.push({ kind: 'create-table', table })
      made.add(table)
      next.shapes.forEach((s) => refetch.add(s))
      continue
    }
    const tableSteps = tableChanges(table, before, next)
    steps.push(...tableSteps)
    if (tableSteps.some((s) => s.kind === 'recreate-table')) made.add(table)
    // A shape that moved to this table from another, or a table whose columns changed.
    const changed = tableSteps.length > 0
    for (const shape of next.shapes) if (changed || !before.shapes.includes(shape)) refetch.add(shape)
  }
  for (const table of Object.keys(known?.tables ?? {})) {
    if (!(table in to.tables)) steps.push({ kind: 'drop-table', table })
  }
  // A shape whose table went away (or moved) must not resume from the old table's place.
  for (const [table, before] of Object.entries(known?.tables ?? {})) {
    for (const shape of before.shapes) if (!to.tables[table]?.shapes.includes(shape)) refetch.add(shape)
  }

  const dropped = new Set(Object.keys(known?.tables ?? {}).filter((t) => !(t in to.tables)))
  for (const [name, before] of Object.entries(known?.indexes ?? {})) {
    const next = to.indexes[name]
    if (dropped.has(before.table) || made.has(before.table)) continue // gone with its table
    if (!next || next.sql !== before.sql) steps.push({ kind: 'drop-index', name })
  }
  for (const [name, next] of Object.entries(to.indexes)) {
    const before = known?.indexes[name]
    if (!before || before.sql !== next.sql || made.has(next.table)) steps.push({ kind: 'create-index', name })
  }

  return { steps, refetch: [...refetch].sort(), unchanged: steps.length === 0 && refetch.size === 0 }
}

function tableChanges(table: string, before: LocalTableDescription, next: LocalTableDescription): MigrationStep[] {
  if (before.primaryKey.join() !== next.primaryKey.join()) {
    return [{ kind: 'recreate-table', table, why: 'primary key changed' }]
  }
  const oldTypes = new Map(before.columns.map((c) => [c.name, c.type]))
  const newTypes = new Map(next.columns.map((c) => [c.name, c.type]))
  const retyped = next.columns.filter((c) => oldTypes.has(c.name) && oldTypes.get(c.name) !== c.type)
  // A value of the old type may not convert: the rows come again anyway, so start clean.
  if (retyped.length > 0) return [{ kind: 'recreate-table', table, why: `type of ${retyped.map((c) => c.name).join(', ')} changed` }]
  const steps: MigrationStep[] = []
  for (const c of next.columns) if (!oldTypes.has(c.name)) steps.push({ kind: 'add-column', table, column: c.name, type: c.type })
  // A renamed column reads as one dropped and one added: the refetch fills the new one.
  for (const c of before.columns) if (!newTypes.has(c.name)) steps.push({ kind: 'drop-column', table, column: c.name })
  return steps
}
