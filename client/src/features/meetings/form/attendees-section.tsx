// Deltagere: two mutually exclusive ticks per person; unticking leaves none (absent, not stored).
import { displayName } from '../../profile/profile-display'
import { FormerEmployee } from '../../profile'
import type { AttendeeChoice } from './form-model'
import type { SectionProps } from './section-props'

const CHOICES: [Exclude<AttendeeChoice, ''>, string][] = [
  ['present', 'Til stede'],
  ['approved_absence', 'Godkendt fravær'],
]

export function AttendeeFields({ draft, people, actions }: SectionProps) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left">
          <tr>
            <th className="px-3 py-2 font-medium">Navn</th>
            {CHOICES.map(([, label]) => (
              <th key={label} className="px-3 py-2 text-center font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {people.map((p) => {
            const name = displayName(p)
            const status = draft.attendees[p.user_id] ?? ''
            // Leavers are listed only where these minutes already have them.
            if (p.deactivated_at && !status) return null
            return (
              <tr key={p.user_id} className="border-t">
                <td className="px-3 py-1.5">
                  <span className="inline-flex flex-wrap items-center gap-1.5">
                    {name}
                    <FormerEmployee since={p.deactivated_at} />
                  </span>
                </td>
                {CHOICES.map(([choice, label]) => (
                  <td key={choice} className="px-3 py-1.5 text-center">
                    <input
                      type="checkbox"
                      aria-label={`${name}: ${label}`}
                      checked={status === choice}
                      onChange={(e) => actions.setAttendee(p.user_id, e.target.checked ? choice : '')}
                      className="accent-primary size-4"
                    />
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
