// The meeting form's state and save. Create mode starts from the defaults pre-filled
// with the latest meeting's rows; edit mode starts from the stored meeting and keeps following
// it live (rebase), so changes by others appear in the form and collisions are shown before
// anything is overwritten. The scalar fields are also one react-hook-form over the shared
// meeting schema, which checks the whole draft and puts its messages under the fields; the
// draft stays the record the co-editing works on, and the two follow each other.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { usePGlite } from '@/db/pages-db'
import { useLiveQuery } from '@/db/live-query'
import { zodResolverVia } from '@/lib/form-resolver'
import { meetingFormInput, type MeetingForm } from '../../../../../sync/inputs/meetings'
import { untilSynced } from '@/offline/until-synced'
import { createMeeting, saveMeeting } from '../meetings-api'
import { useAtomValue } from 'jotai'
import { syncStatusAtom } from '@/db/sync-status'
import { useLocalDataReady, useSettledMissing } from '../use-local-ready'
import { latestMeetingQuery, meetingIdQuery } from '../meeting-queries'
import { useMeetingData } from '../use-meeting-data'
import { currentStaffIds, usePeople } from '../use-people'
import { draftFromData, draftToInput, emptyCase, emptyNews, emptyTask, newDraft, prefillFromLatest } from './form-model'
import type { AttendeeChoice, FieldKey, MeetingDraft, RowListKey } from './form-model'
import { rebase, resolve } from './rebase'
import { errorReason } from '@/lib/api'

export type FormMode = { kind: 'new' } | { kind: 'edit'; id: string }

interface State {
  base: MeetingDraft
  draft: MeetingDraft
  /** The stored version the editor has been told about. */
  seenVersion: number
  prefilledFrom: string | null
}

const EMPTY_ROW = { cases: emptyCase, news: emptyNews, tasks: emptyTask }
export type MeetingFieldValues = MeetingDraft['fields']

/** The first message in the resolver's errors, rows included (for the line above the buttons). */
function firstMessage(errors: FieldErrors): string | undefined {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue
    if (typeof value.message === 'string' && value.message) return value.message
    const nested = firstMessage(value as FieldErrors)
    if (nested) return nested
  }
  return undefined
}

export function useMeetingForm(mode: FormMode) {
  const db = usePGlite()
  const navigate = useNavigate()
  // A local copy that has been complete once (kept from an earlier visit) is good enough to
  // start from; waiting for every shape to be current again held the form for seconds.
  const current = useLocalDataReady()
  const completeOnce = useAtomValue(syncStatusAtom).lastSyncedAt !== null
  const ready = current || completeOnce
  const people = usePeople()
  const latest = useLiveQuery(latestMeetingQuery())?.rows
  const latestId = latest?.[0]?.id
  const server = useMeetingData(mode.kind === 'edit' ? mode.id : latestId)
  const serverDraft = useMemo(() => (mode.kind === 'edit' && server ? draftFromData(server) : null), [mode.kind, server])
  const [state, setState] = useState<State | null>(null)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // The resolver checks the whole draft (rows too) with the fields as the form holds them.
  const draftRef = useRef<MeetingDraft | null>(null)
  draftRef.current = state?.draft ?? null
  const form = useForm<MeetingFieldValues, unknown, MeetingForm>({
    resolver: zodResolverVia(meetingFormInput, (fields: MeetingFieldValues) =>
      draftRef.current ? draftToInput({ ...draftRef.current, fields }) : null,
    ),
  })
  const missing = useSettledMissing(mode.kind === 'edit' && server === null)
  const noLatest = useSettledMissing(mode.kind === 'new' && latest !== undefined && !latestId)

  // Start once the local data is there.
  useEffect(() => {
    if (state || !ready) return
    if (mode.kind === 'edit') {
      if (missing) {
        // Ask the table itself before leaving: a live query may lag behind the sync status.
        const stored = meetingIdQuery(mode.id)
        void db.query(stored.sql, [...stored.parameters]).then((res) => {
          if (res.rows.length === 0) navigate('/meetings', { state: { flash: 'Kunne ikke hente mødereferat', tone: 'error' } })
        })
      }
      if (server) setState({ base: draftFromData(server), draft: draftFromData(server), seenVersion: server.meeting.version, prefilledFrom: null })
      return
    }
    if (!people || !(latestId ? server : noLatest)) return
    const fresh = newDraft(new Date(), currentStaffIds(people))
    const draft = server ? prefillFromLatest(fresh, server) : fresh
    setState({ base: draft, draft, seenVersion: 0, prefilledFrom: server ? server.meeting.title : null })
  }, [state, ready, missing, noLatest, mode, server, people, latestId, navigate, db])

  // Follow the stored meeting while editing: take in what others changed.
  useEffect(() => {
    if (!serverDraft) return
    setState((s) => (s ? { ...s, ...pick(rebase(s.base, s.draft, serverDraft)) } : s))
  }, [serverDraft])

  const conflicts = useMemo(
    () => (state && serverDraft ? rebase(state.base, state.draft, serverDraft).conflicts : []),
    [state, serverDraft],
  )
  const changedElsewhere =
    mode.kind === 'edit' && server && state && server.meeting.version > state.seenVersion && !saving ? server.meeting : null

  const edit = (fn: (d: MeetingDraft) => MeetingDraft) => setState((s) => (s ? { ...s, draft: fn(s.draft) } : s))

  // What is typed goes into the draft; what the draft takes in from others (or a resolved
  // conflict) goes into the fields, before the browser paints.
  useEffect(() => {
    const { unsubscribe } = form.watch((values, { name, type }) => {
      if (type === 'change' && name) edit((d) => ({ ...d, fields: { ...d.fields, [name]: values[name] ?? '' } }))
    })
    return unsubscribe
  }, [form])
  const fields = state?.draft.fields
  useLayoutEffect(() => {
    if (!fields) return
    for (const [k, v] of Object.entries(fields) as [FieldKey, string][]) if (form.getValues(k) !== v) form.setValue(k, v)
  }, [form, fields])
  const actions = {
    setAttendee: (u: string, v: AttendeeChoice) => edit((d) => ({ ...d, attendees: { ...d.attendees, [u]: v } })),
    updateRow: <K extends RowListKey>(kind: K, id: string, patch: Partial<MeetingDraft[K][number]>) =>
      edit((d) => ({ ...d, [kind]: (d[kind] as { id: string }[]).map((r) => (r.id === id ? { ...r, ...patch } : r)) })),
    addRow: (kind: RowListKey) => edit((d) => ({ ...d, [kind]: [...d[kind], EMPTY_ROW[kind]()] })),
    removeRow: (kind: RowListKey, id: string) => edit((d) => ({ ...d, [kind]: (d[kind] as { id: string }[]).filter((r) => r.id !== id) })),
    acknowledge: () => setState((s) => (s && server ? { ...s, seenVersion: server.meeting.version } : s)),
    resolve: (choice: 'theirs' | 'mine') =>
      setState((s) => (s && serverDraft ? { ...s, ...resolve(s.base, s.draft, serverDraft, conflicts, choice) } : s)),
  }

  /** Checked by the resolver first: a refused draft is said under its fields and above the buttons. */
  const submit = (on: { invalid: () => void; conflicts: () => void }) =>
    form.handleSubmit(
      () => save(on.conflicts),
      (errors) => {
        setError(`Fejl: ${firstMessage(errors) ?? 'Ugyldigt mødereferat'}`)
        on.invalid()
      },
    )

  async function save(onConflicts: () => void) {
    if (!state) return
    setError(null)
    const input = draftToInput(state.draft)
    if (conflicts.length) {
      setError('Fejl: Vælg først, hvilken version du vil beholde af det, der er ændret begge steder.')
      return onConflicts()
    }
    setSaving(true)
    try {
      if (mode.kind === 'new') {
        const id = crypto.randomUUID()
        await untilSynced(db, await createMeeting({ ...input, id }), 15_000)
        navigate(`/meetings/${id}`, { state: { flash: 'Mødereferat oprettet!' } })
      } else {
        const res = await saveMeeting(mode.id, draftToInput(state.base), input)
        // An unchanged form wrote nothing, so its txid never comes through sync.
        if (res.changed) await untilSynced(db, res, 15_000)
        navigate(`/meetings/${mode.id}`, { state: { flash: 'Mødereferat opdateret!' } })
      }
    } catch (e) {
      setError(`Fejl: ${errorReason(e)}`)
      setSaving(false)
    }
  }

  return { state, form, people: people ?? [], conflicts, changedElsewhere, saving, error, actions, submit }
}

const pick = ({ base, draft }: { base: MeetingDraft; draft: MeetingDraft }) => ({ base, draft })
