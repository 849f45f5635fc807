// The one rule for a form's write: a write the outbox saved for later (offline, or the server
// unreachable) is a success for the form. The form clears or closes exactly as after a sent
// write, and the write shows as pending where it belongs (usePendingWrites + PendingMark), so
// there is no error wording and no text left behind to be submitted a second time. Only a
// rejection by the server throws.
import { isQueued } from '@/lib/api'

/** The server's answer, or null when the write waits in the outbox. */
export async function sentOrSaved<T>(write: Promise<T>): Promise<T | null> {
  try {
    return await write
  } catch (error) {
    if (isQueued(error)) return null
    throw error
  }
}
