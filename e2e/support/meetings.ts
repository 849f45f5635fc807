// Meeting minutes set up through the API (the browser tests run without the demo meeting:
// SEED_DEMO_WORK=false), and read back through the real shape endpoint.

/** Creates minutes with one other task for `responsibleId`; returns the ids. */
export async function createMeetingWithTask(
  baseUrl: string,
  cookie: string,
  meeting: { title: string; task: string; responsibleId: string },
): Promise<{ meetingId: string; taskId: string }> {
  const res = await fetch(`${baseUrl}/api/meetings`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      title: meeting.title,
      meeting_date: '2031-03-07T09:00',
      tasks: [{ task: meeting.task, responsible_id: meeting.responsibleId, status: 'Igangværende' }],
    }),
  })
  if (res.status !== 201) throw new Error(`creating the meeting failed: HTTP ${res.status} ${await res.text()}`)
  const saved = (await res.json()) as { meeting: { meeting: { id: string }; tasks: { id: string; task: string }[] } }
  const taskId = saved.meeting.tasks.find((t) => t.task === meeting.task)?.id
  if (!taskId) throw new Error('the created meeting has no such task')
  return { meetingId: saved.meeting.meeting.id, taskId }
}

type Row = Record<string, unknown>

/**
 * A shape's rows as the server has them now: the snapshot, then the log after it, until a
 * request at the head brings nothing new, applied like the browser does.
 */
export async function readShape(baseUrl: string, cookie: string, shape: string): Promise<Row[]> {
  const rows = new Map<string, Row>()
  let query = 'offset=-1'
  for (let page = 0; page < 50; page++) {
    const res = await fetch(`${baseUrl}/api/shapes/${shape}?${query}`, { headers: { cookie } })
    if (!res.ok) throw new Error(`reading ${shape} failed: HTTP ${res.status}`)
    const messages = (await res.json()) as { key?: string; value?: Row; headers: { operation?: string } }[]
    let changes = 0
    for (const m of messages) {
      if (!m.key || !m.value) continue
      changes++
      if (m.headers.operation === 'delete') rows.delete(m.key)
      else rows.set(m.key, { ...rows.get(m.key), ...m.value })
    }
    // A shared snapshot a few seconds old is followed by the log since: read on until a
    // request at the head brings nothing new.
    if (changes === 0 && res.headers.has('electric-up-to-date')) return [...rows.values()]
    query = `offset=${res.headers.get('electric-offset')}&handle=${res.headers.get('electric-handle')}`
  }
  throw new Error(`${shape} did not become up-to-date`)
}

/** The other tasks this user may see, as the server has them now. */
export const otherTasks = async (baseUrl: string, cookie: string) =>
  (await readShape(baseUrl, cookie, 'meeting_other_tasks')) as {
    id: string
    meeting_id: string
    task: string
    status: string | null
  }[]
