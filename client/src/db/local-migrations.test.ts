// The diff between the layout a browser's database was built with and a new build's: only what
// changed is migrated, and only the shapes of changed tables are fetched again.
import { describe, expect, it } from 'vitest'
import type { LocalSchemaDescription } from '../../../sync/local-schema'
import { planLocalMigration } from './local-migrations'

const base = (): LocalSchemaDescription => ({
  version: 9,
  tables: {
    events: {
      columns: [
        { name: 'id', type: 'uuid' },
        { name: 'title', type: 'text' },
        { name: 'date', type: 'date' },
      ],
      primaryKey: ['id'],
      shapes: ['events'],
    },
    profiles: {
      columns: [
        { name: 'user_id', type: 'text' },
        { name: 'name', type: 'text' },
      ],
      primaryKey: ['user_id'],
      shapes: ['profiles'],
    },
  },
  indexes: {
    events_date_idx: { table: 'events', sql: 'create index if not exists events_date_idx on "events" ("date")' },
    profiles_name_idx: { table: 'profiles', sql: 'create index if not exists profiles_name_idx on "profiles" ("name")' },
  },
})

describe('planLocalMigration', () => {
  it('does nothing when the layout is the same', () => {
    expect(planLocalMigration(base(), base())).toEqual({ steps: [], refetch: [], unchanged: true })
  })

  it('adds a column in place and fetches only that table’s shapes again', () => {
    const next = base()
    next.tables.events.columns.push({ name: 'location', type: 'text' })
    expect(planLocalMigration(base(), next)).toEqual({
      steps: [{ kind: 'add-column', table: 'events', column: 'location', type: 'text' }],
      refetch: ['events'],
      unchanged: false,
    })
  })

  it('creates an added table, with its indexes, and fetches just its shapes', () => {
    const next = base()
    next.tables.notes = { columns: [{ name: 'id', type: 'uuid' }], primaryKey: ['id'], shapes: ['notes', 'notes_mine'] }
    next.indexes.notes_id_idx = { table: 'notes', sql: 'create index if not exists notes_id_idx on "notes" ("id")' }
    const plan = planLocalMigration(base(), next)
    expect(plan.steps).toEqual([
      { kind: 'create-table', table: 'notes' },
      { kind: 'create-index', name: 'notes_id_idx' },
    ])
    expect(plan.refetch).toEqual(['notes', 'notes_mine'])
  })

  it('creates an added index and drops a changed one before making it again, fetching nothing', () => {
    const next = base()
    next.indexes.events_title_idx = { table: 'events', sql: 'create index if not exists events_title_idx on "events" ("title")' }
    next.indexes.events_date_idx = { table: 'events', sql: 'create index if not exists events_date_idx on "events" ("date" desc)' }
    delete next.indexes.profiles_name_idx
    const plan = planLocalMigration(base(), next)
    expect(plan.steps).toEqual([
      { kind: 'drop-index', name: 'events_date_idx' },
      { kind: 'drop-index', name: 'profiles_name_idx' },
      { kind: 'create-index', name: 'events_date_idx' },
      { kind: 'create-index', name: 'events_title_idx' },
    ])
    expect(plan.refetch).toEqual([])
  })

  it('remakes a table whose column changed type, with its indexes, and leaves the others alone', () => {
    const next = base()
    next.tables.events.columns[2] = { name: 'date', type: 'timestamptz' }
    const plan = planLocalMigration(base(), next)
    expect(plan.steps).toEqual([
      { kind: 'recreate-table', table: 'events', why: 'type of date changed' },
      { kind: 'create-index', name: 'events_date_idx' },
    ])
    expect(plan.refetch).toEqual(['events'])
  })

  it('remakes a table whose primary key changed', () => {
    const next = base()
    next.tables.profiles.primaryKey = ['user_id', 'name']
    expect(planLocalMigration(base(), next).steps[0]).toEqual({ kind: 'recreate-table', table: 'profiles', why: 'primary key changed' })
  })

  it('drops a dropped column and a renamed one becomes a new column, refetched', () => {
    const next = base()
    next.tables.profiles.columns[1] = { name: 'full_name', type: 'text' }
    const plan = planLocalMigration(base(), next)
    expect(plan.steps).toEqual([
      { kind: 'add-column', table: 'profiles', column: 'full_name', type: 'text' },
      { kind: 'drop-column', table: 'profiles', column: 'name' },
    ])
    expect(plan.refetch).toEqual(['profiles'])
  })

  it('drops a table the catalogue no longer has, with its shape’s place', () => {
    const next = base()
    delete next.tables.profiles
    delete next.indexes.profiles_name_idx
    const plan = planLocalMigration(base(), next)
    expect(plan.steps).toEqual([{ kind: 'drop-table', table: 'profiles' }])
    expect(plan.refetch).toEqual(['profiles'])
  })

  it('fetches a shape again that now lives in another table', () => {
    const next = base()
    next.tables.events.shapes = ['events', 'events_public']
    expect(planLocalMigration(base(), next).refetch).toEqual(['events_public'])
  })

  it('builds everything on an empty database, and on one of another LOCAL_SCHEMA_VERSION', () => {
    const everything = [
      { kind: 'reset-all' },
      { kind: 'create-table', table: 'events' },
      { kind: 'create-table', table: 'profiles' },
      { kind: 'create-index', name: 'events_date_idx' },
      { kind: 'create-index', name: 'profiles_name_idx' },
    ]
    expect(planLocalMigration(null, base()).steps).toEqual(everything)
    expect(planLocalMigration({ ...base(), version: 8 }, base()).steps).toEqual(everything)
    expect(planLocalMigration(null, base()).refetch).toEqual(['events', 'profiles'])
  })
})
