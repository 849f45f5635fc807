// Igangværende sager: each assignee with a tick the assignee themself (or an admin) can set.
import { caseAssigneeRules } from '../../../../../sync/permissions/meetings'
import type { Viewer } from '../../../../../sync/rules'
import { StatusCheckbox } from '../status-checkbox'
import type { CaseRow } from '../use-meeting-data'
import type { PeopleLookup } from '../use-people'
import type { useStatusToggle } from '../use-status-toggle'
import { StackedCell, StackedRow } from '@/components/stacked-table'
import { DetailTable, Muted } from './detail-table'
import { PersonName } from './person-name'

export function CasesTable({
  cases,
  viewer,
  people,
  toggles,
}: {
  cases: CaseRow[]
  viewer: Viewer
  people: PeopleLookup
  toggles: ReturnType<typeof useStatusToggle>
}) {
  return (
    <DetailTable id="cases-heading" title="Igangværende sager" columns={['Sagsnavn', 'Ansvarlige', 'Bygherre', 'Status/notat']}>
      {cases.map((c) => (
        <StackedRow key={c.id}>
          <StackedCell label="Sagsnavn" className="font-medium">{c.case_name}</StackedCell>
          <StackedCell label="Ansvarlige">
            {c.assignees.length === 0 ? (
              <Muted>Ingen</Muted>
            ) : (
              <ul className="grid gap-1">
                {c.assignees.map((a) => {
                  const done = toggles.shown(a.id, a.status === 'completed')
                  const name = people.nameOf(a.user_id) ?? ''
                  return (
                    <li key={a.id} className="flex items-center gap-2">
                      <StatusCheckbox
                        checked={done}
                        pending={toggles.isPending(a.id)}
                        disabled={!caseAssigneeRules.toggle.test(viewer, { user_id: a.user_id })}
                        label={`Afsluttet: ${name}, ${c.case_name}`}
                        onChange={(next) => void toggles.toggle('case-assignees', a.id, next)}
                      />
                      <PersonName id={a.user_id} people={people} className={done ? 'text-muted-foreground line-through' : undefined} />
                    </li>
                  )
                })}
              </ul>
            )}
          </StackedCell>
          <StackedCell label="Bygherre">{c.client ?? <Muted>–</Muted>}</StackedCell>
          <StackedCell label="Status/notat" className="whitespace-pre-line">
            {c.status_note ?? <Muted>–</Muted>}
          </StackedCell>
        </StackedRow>
      ))}
    </DetailTable>
  )
}
