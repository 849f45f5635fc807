// A write-ahead journal for the outbox. The local database runs with relaxedDurability: a
// query returns before IndexedDB has the change, so a tab (or the leader tab, or the browser)
// closing in the next milliseconds loses an outbox row the user was told is saved. The
// journal is written synchronously to a store that is durable the moment the call returns
// (localStorage) before the row is inserted, and lets the outbox put lost rows back.
import { MUTATION_METHODS, type Mutation } from '../lib/api'

export interface JournalEntry {
  id: string
  method: Mutation
  path: string
  /** undefined = the write has no body. */
  body: unknown
  idempotencyKey: string
  /** ISO time the write was made: recovery keeps the order by it and drops entries too old to resend. */
  createdAt: string
  /** The write contract it was made with (absent in entries from before it was kept: 1). */
  contractVersion?: number
}

/** May throw (storage full, disabled); the outbox never lets that fail a write. */
export interface OutboxJournal {
  put(entry: JournalEntry): void
  remove(id: string): void
  entries(): JournalEntry[]
}

export type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const journalPrefix = (userId: string) => `intranet.outbox-journal.${userId}.`

function parseEntry(raw: string | null): JournalEntry | null {
  if (!raw) return null
  try {
    const e = JSON.parse(raw) as Partial<JournalEntry>
    if (
      typeof e.id !== 'string' ||
      !UUID.test(e.id) ||
      typeof e.method !== 'string' ||
      !(MUTATION_METHODS as readonly string[]).includes(e.method) ||
      typeof e.path !== 'string' ||
      typeof e.idempotencyKey !== 'string' ||
      typeof e.createdAt !== 'string' ||
      Number.isNaN(Date.parse(e.createdAt))
    ) {
      return null
    }
    return { id: e.id, method: e.method, path: e.path, body: e.body, idempotencyKey: e.idempotencyKey, createdAt: e.createdAt }
  } catch {
    return null
  }
}

/**
 * One localStorage key per entry, under a prefix per user: tabs share the storage, and a
 * single key rewritten by read-modify-write could let one tab's stale copy undo another
 * tab's put or remove.
 */
export function localStorageJournal(userId: string, storage: JournalStorage = localStorage): OutboxJournal {
  const prefix = journalPrefix(userId)
  return {
    put(entry) {
      storage.setItem(prefix + entry.id, JSON.stringify(entry))
    },
    remove(id) {
      storage.removeItem(prefix + id)
    },
    entries() {
      const found: JournalEntry[] = []
      for (const key of keysWithPrefix(storage, prefix)) {
        const entry = parseEntry(storage.getItem(key))
        if (entry && key === prefix + entry.id) found.push(entry)
        // Unreadable: it can never be resent, and would be read again on every poll.
        else storage.removeItem(key)
      }
      return found
    },
  }
}

/** Sign-out: the writes the user chose to leave unsent must not come back at the next sign-in. */
export function clearJournal(userId: string, storage: JournalStorage = localStorage): void {
  try {
    for (const key of keysWithPrefix(storage, journalPrefix(userId))) storage.removeItem(key)
  } catch {
    // Storage unavailable: nothing was journalled either.
  }
}

// Collected first: removing while walking by index would skip keys.
function keysWithPrefix(storage: JournalStorage, prefix: string): string[] {
  const keys: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key?.startsWith(prefix)) keys.push(key)
  }
  return keys
}

/** The same contract without a browser: tests, and a stand-in wherever no durable store exists. */
export function memoryJournal(): OutboxJournal & { readonly size: number } {
  const stored = new Map<string, string>()
  return {
    put(entry) {
      stored.set(entry.id, JSON.stringify(entry))
    },
    remove(id) {
      stored.delete(id)
    },
    entries() {
      return [...stored.values()].map((raw) => parseEntry(raw)).filter((e): e is JournalEntry => e !== null)
    },
    get size() {
      return stored.size
    },
  }
}
