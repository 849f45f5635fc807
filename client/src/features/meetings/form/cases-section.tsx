// Igangværende sager: name, client (Bygherre), status note and the people responsible. A case
// without a name is skipped on save; a case can be removed only while more than one exists.
import { XIcon } from 'lucide-react'
import { Textarea } from '@/components/ui/textarea'
import { displayName } from '../../profile/profile-display'
import { Field, InputField } from './field'
import { PersonSelect } from './person-select'
import { AddRowButton, RowFrame } from './row-frame'
import type { SectionProps } from './section-props'

export function CaseFields({ draft, people, actions }: SectionProps) {
  const nameOf = (id: string) => displayName(people.find((p) => p.user_id === id))
  return (
    <div className="grid gap-3">
      {draft.cases.map((c, i) => (
        <RowFrame
          key={c.id}
          legend={`Sag ${i + 1}`}
          canRemove={draft.cases.length > 1}
          removeLabel="Fjern sag"
          onRemove={() => actions.removeRow('cases', c.id)}
        >
          <InputField label="Sagsnavn" value={c.case_name} onChange={(case_name) => actions.updateRow('cases', c.id, { case_name })} />
          <InputField label="Bygherre" value={c.client} onChange={(client) => actions.updateRow('cases', c.id, { client })} />
          <div className="sm:col-span-2">
            <Field label="Status/notat">
              <Textarea rows={2} value={c.status_note} onChange={(e) => actions.updateRow('cases', c.id, { status_note: e.target.value })} />
            </Field>
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Field label="Tilføj ansvarlig">
              <PersonSelect
                value=""
                people={people}
                exclude={c.assignees}
                placeholder="Vælg person..."
                onChange={(v) => v && actions.updateRow('cases', c.id, { assignees: [...c.assignees, v] })}
              />
            </Field>
            <ul className="flex flex-wrap gap-2" aria-label={`Ansvarlige for sag ${i + 1}`}>
              {c.assignees.map((u) => (
                <li key={u} className="bg-secondary flex items-center gap-1 rounded-full py-0.5 pr-1 pl-3 text-sm">
                  {nameOf(u)}
                  <button
                    type="button"
                    aria-label={`Fjern ${nameOf(u)}`}
                    onClick={() => actions.updateRow('cases', c.id, { assignees: c.assignees.filter((x) => x !== u) })}
                    className="hover:bg-accent focus-visible:ring-ring/50 rounded-full p-1 outline-none focus-visible:ring-[3px]"
                  >
                    <XIcon className="size-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </RowFrame>
      ))}
      <AddRowButton label="Tilføj sag" onClick={() => actions.addRow('cases')} />
    </div>
  )
}
