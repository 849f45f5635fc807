// Nyheds-/SOME-muligheder and Øvrige opgaver: free-text status, ticked off by the responsible
// person (or an admin) as 'Afsluttet' / 'Igangværende'.
import { isCompletedStatus } from '../../../../../sync/inputs/meetings'
import { meetingTaskRules } from '../../../../../sync/permissions/meetings'
import type { Viewer } from '../../../../../sync/rules'
import { formatDay } from '../meeting-format'
import { StatusCheckbox } from '../status-checkbox'
import type { NewsRow, TaskRow } from '../use-meeting-data'
import type { PeopleLookup } from '../use-people'
import type { useStatusToggle } from '../use-status-toggle'
import { StackedCell, StackedRow } from '@/components/stacked-table'
import { DetailTable, Muted } from './detail-table'
import { PersonName } from './person-name'

interface Props<R> {
  rows: R[]
  viewer: Viewer
  people: PeopleLookup
  toggles: ReturnType<typeof useStatusToggle>
}

function StatusCell({ kind, row, viewer, toggles }: { kind: 'news' | 'tasks'; row: NewsRow | TaskRow } & Omit<Props<unknown>, 'rows' | 'people'>) {
  const done = toggles.shown(row.id, isCompletedStatus(row.status))
  return (
    <label className="flex items-center gap-2">
      <StatusCheckbox
        checked={done}
        pending={toggles.isPending(row.id)}
        disabled={!meetingTaskRules.toggle.test(viewer, { responsible_id: row.responsible_id })}
        label={`Afsluttet: ${row.task}`}
        onChange={(next) => void toggles.toggle(kind, row.id, next)}
      />
      <span>{row.status ?? <Muted>–</Muted>}</span>
    </label>
  )
}

export function NewsTable({ rows, viewer, people, toggles }: Props<NewsRow>) {
  return (
    <DetailTable id="news-heading" title="Nyheds-/SOME-muligheder" columns={['Opgave', 'Dato', 'Status / Afsluttet', 'Ansvar']}>
      {rows.map((n) => (
        <StackedRow key={n.id}>
          <StackedCell label="Opgave" className="font-medium">{n.task}</StackedCell>
          <StackedCell label="Dato">{formatDay(n.task_date) ?? <Muted>–</Muted>}</StackedCell>
          <StackedCell label="Status / Afsluttet">
            <StatusCell kind="news" row={n} viewer={viewer} toggles={toggles} />
          </StackedCell>
          <StackedCell label="Ansvar">{n.responsible_id ? <PersonName id={n.responsible_id} people={people} /> : <Muted>–</Muted>}</StackedCell>
        </StackedRow>
      ))}
    </DetailTable>
  )
}

export function TasksTable({ rows, viewer, people, toggles }: Props<TaskRow>) {
  return (
    <DetailTable id="tasks-heading" title="Øvrige opgaver" columns={['Opgave', 'Ansvarlig', 'Deadline', 'Status']}>
      {rows.map((t) => (
        <StackedRow key={t.id}>
          <StackedCell label="Opgave" className="font-medium">{t.task}</StackedCell>
          <StackedCell label="Ansvarlig">{t.responsible_id ? <PersonName id={t.responsible_id} people={people} /> : <Muted>–</Muted>}</StackedCell>
          <StackedCell label="Deadline">{formatDay(t.deadline) ?? <Muted>–</Muted>}</StackedCell>
          <StackedCell label="Status">
            <StatusCell kind="tasks" row={t} viewer={viewer} toggles={toggles} />
          </StackedCell>
        </StackedRow>
      ))}
    </DetailTable>
  )
}
