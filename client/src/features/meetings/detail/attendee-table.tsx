// Who was there: a tick under 'Til stede' or 'Godkendt fravær'; no row means absent.
import { CheckIcon } from 'lucide-react'
import type { AttendeeRow } from '../use-meeting-data'
import type { PeopleLookup } from '../use-people'
import { PersonName } from './person-name'

const Tick = ({ on, label }: { on: boolean; label: string }) =>
  on ? (
    <>
      <CheckIcon className="text-primary mx-auto size-4" aria-hidden />
      <span className="sr-only">{label}</span>
    </>
  ) : null

export function AttendeeTable({ attendees, people }: { attendees: AttendeeRow[]; people: PeopleLookup }) {
  const rows = [...attendees].sort((a, b) => (people.nameOf(a.user_id) ?? '').localeCompare(people.nameOf(b.user_id) ?? '', 'da'))
  return (
    <section aria-labelledby="attendees-heading" className="grid gap-2">
      <h2 id="attendees-heading" className="text-lg font-semibold">
        Deltagere
      </h2>
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">Ingen deltagere registreret</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                <th className="px-3 py-2 font-medium">Navn</th>
                <th className="px-3 py-2 text-center font-medium">Til stede</th>
                <th className="px-3 py-2 text-center font-medium">Godkendt fravær</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.user_id} className="border-t">
                  <td className="px-3 py-2">
                    <PersonName id={a.user_id} people={people} />
                  </td>
                  <td className="px-3 py-2 text-center">
                    <Tick on={a.status === 'present'} label="Til stede" />
                  </td>
                  <td className="px-3 py-2 text-center">
                    <Tick on={a.status === 'approved_absence'} label="Godkendt fravær" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
