// Runs the outbox in this tab: apiRequest's writes are saved to it and sent at once when
// possible; otherwise the caller hears QueuedError and the write goes out later (polling,
// and at once when the browser says it is back online). Every tab polls the same table in
// the shared database; if two tabs send one item, the server's idempotency key makes it one.
// The caller hears the server's answer at once (forms need the returned data); the outbox row
// itself, the pending mark in the UI, lasts until sync brings the change (txid-settlement.ts).
// Each write is journalled in this user's localStorage until answered (outbox-journal.ts), so
// closing the tab right after a click cannot lose it before IndexedDB has the row.
import { toast } from 'sonner'
import { ApiError, QueuedError, setMutationSender } from '@/lib/api'
import { Outbox, type OutboxItem, type Outcome } from './outbox'
import { localStorageJournal, memoryJournal, type OutboxJournal } from './outbox-journal'
import type { PGliteInterface } from '@electric-sql/pglite'
import { BUILD_HEADER } from '../../../sync/build'
import { noteServerBuild } from './new-version'
import { typedText } from './typed-text'
import { WRITE_CONTRACT_REFUSED } from '../../../sync/inputs/write-contract'

const POLL_MS = 2_000
/** How long a form waits for the server's answer before its write is shown as queued. */
const ANSWER_WAIT_MS = 10_000
const noAnswer = () => null
/** A write's answer says the server's build too (new-version.ts). */
const noteBuild = (res: Response) => (noteServerBuild(res.headers.get(BUILD_HEADER)), res)

/** Returns true when it has told the user itself, so the generic toast is not needed. */
type RejectionListener = (item: OutboxItem, message: string) => boolean
const rejectionListeners = new Set<RejectionListener>()

/**
 * Hears writes the server rejected after their caller stopped waiting (queued offline, sent
 * later), so a page showing them optimistically can roll back with its own text.
 */
export function onLateRejection(listener: RejectionListener): () => void {
  rejectionListeners.add(listener)
  return () => rejectionListeners.delete(listener)
}

function journalFor(userId: string): OutboxJournal {
  try {
    return localStorageJournal(userId)
  } catch {
    // Touching `localStorage` itself throws where storage is blocked. A journal in this tab's
    // memory still puts back what the database loses when another (the leader) tab closes.
    return memoryJournal()
  }
}

// One outbox per database handle. The app can unmount and mount again within a page (the
// session check shows a spinner in between, e.g. when the network comes back); a pass the
// first mount started may still be waiting on the database, and a second outbox beside it
// would send the same item again. One instance joins them (see `flush`).
const outboxes = new WeakMap<object, Outbox>()

/** A new leader took over this tab's database: see Outbox.forgetPass. */
export function outboxLeaderChanged(db: object): void {
  outboxes.get(db)?.forgetPass()
}

export function startOutbox(db: Pick<PGliteInterface, 'query'>, userId: string): () => void {
  let outbox = outboxes.get(db)
  if (!outbox) {
    outbox = new Outbox({ db, fetch: (input, init) => fetch(input, init).then(noteBuild), journal: journalFor(userId) })
    outboxes.set(db, outbox)
  }
  /** Items whose caller in this tab still waits for the answer. */
  const waiting = new Map<string, (outcome: Outcome) => void>()

  const off = outbox.onOutcome((item, outcome) => {
    const waiter = waiting.get(item.id)
    if (waiter) {
      waiting.delete(item.id)
      waiter(outcome)
    } else if (outcome.kind === 'rejected') {
      let told = false
      for (const l of rejectionListeners) told = l(item, outcome.message) || told
      const typed = typedText(item.body)
      // Refused by a newer release: the write is gone from the outbox, so its text stays on
      // screen until the person closes it, ready to copy into the form again.
      if (outcome.code === WRITE_CONTRACT_REFUSED && typed) showRefusedWithText(outcome.message, typed)
      // Nobody is looking at a form for this write any more: say it out loud.
      else if (!told) toast.error(`En ændring blev afvist: ${outcome.message}`)
    }
  })

  setMutationSender(async (method, path, body) => {
    const item = await outbox.enqueue(method, path, body)
    const settled = new Promise<Outcome>((resolve) => waiting.set(item.id, resolve))
    // The user acted: whatever waits ahead of this write may try again now.
    const passed = outbox
      .retryNow()
      .then(() => outbox.flush())
      .then(noAnswer, noAnswer)
    // A slow pass (a slow network, a long queue) does not keep the form busy: past this wait
    // the write shows as waiting, as it would offline, and goes out when the pass gets to it.
    let timer: ReturnType<typeof setTimeout> | undefined
    const patience = new Promise<null>((resolve) => (timer = setTimeout(resolve, ANSWER_WAIT_MS, null)))
    const outcome = await Promise.race([settled, passed, patience]).finally(() => clearTimeout(timer))
    if (!outcome || outcome.kind === 'retry') {
      waiting.delete(item.id)
      throw new QueuedError()
    }
    if (outcome.kind === 'rejected') throw new ApiError(outcome.message, outcome.status)
    return outcome.data
  })

  const tick = () => void outbox.flush().catch(() => {})
  const onOnline = () => void outbox.retryNow().then(tick, () => {})
  const timer = setInterval(tick, POLL_MS)
  window.addEventListener('online', onOnline)
  tick()
  return () => {
    clearInterval(timer)
    window.removeEventListener('online', onOnline)
    setMutationSender(null)
    off()
  }
}

function showRefusedWithText(message: string, typed: string) {
  toast.error(message, {
    duration: Infinity,
    closeButton: true,
    description: typed,
    classNames: { description: 'max-h-40 overflow-y-auto whitespace-pre-wrap' },
    action: {
      label: 'Kopiér teksten',
      onClick: (event) => {
        // Copying is not closing: the text stays until the person closes the message.
        event.preventDefault()
        void navigator.clipboard?.writeText(typed).then(() => toast.success('Teksten er kopieret'), () => {})
      },
    },
  })
}
