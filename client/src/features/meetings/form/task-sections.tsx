// Nyheds-/SOME-muligheder (always removable) and Øvrige opgaver (removable while more than one).
// A row without task text is skipped on save.
import { Field, InputField } from './field'
import { PersonSelect } from './person-select'
import { AddRowButton, RowFrame } from './row-frame'
import type { SectionProps } from './section-props'

export function NewsFields({ draft, people, actions }: SectionProps) {
  const set = (id: string, patch: Record<string, string>) => actions.updateRow('news', id, patch)
  return (
    <div className="grid gap-3">
      {draft.news.length === 0 && <p className="text-muted-foreground text-sm">Ingen nyheder endnu</p>}
      {draft.news.map((n, i) => (
        <RowFrame key={n.id} legend={`Nyhed ${i + 1}`} canRemove removeLabel="Fjern nyhed" onRemove={() => actions.removeRow('news', n.id)}>
          <InputField label="Opgave" value={n.task} onChange={(task) => set(n.id, { task })} />
          <InputField label="Dato" type="date" value={n.task_date} onChange={(task_date) => set(n.id, { task_date })} />
          <InputField label="Status" value={n.status} onChange={(status) => set(n.id, { status })} />
          <Field label="Ansvar">
            <PersonSelect value={n.responsible_id} people={people} onChange={(v) => set(n.id, { responsible_id: v })} />
          </Field>
        </RowFrame>
      ))}
      <AddRowButton label="Tilføj nyhed" onClick={() => actions.addRow('news')} />
    </div>
  )
}

export function TaskFields({ draft, people, actions }: SectionProps) {
  const set = (id: string, patch: Record<string, string>) => actions.updateRow('tasks', id, patch)
  return (
    <div className="grid gap-3">
      {draft.tasks.map((t, i) => (
        <RowFrame
          key={t.id}
          legend={`Opgave ${i + 1}`}
          canRemove={draft.tasks.length > 1}
          removeLabel="Fjern opgave"
          onRemove={() => actions.removeRow('tasks', t.id)}
        >
          <InputField label="Opgave" value={t.task} onChange={(task) => set(t.id, { task })} />
          <Field label="Ansvarlig">
            <PersonSelect value={t.responsible_id} people={people} onChange={(v) => set(t.id, { responsible_id: v })} />
          </Field>
          <InputField label="Deadline" type="date" value={t.deadline} onChange={(deadline) => set(t.id, { deadline })} />
          <InputField label="Status" value={t.status} onChange={(status) => set(t.id, { status })} />
        </RowFrame>
      ))}
      <AddRowButton label="Tilføj opgave" onClick={() => actions.addRow('tasks')} />
    </div>
  )
}
