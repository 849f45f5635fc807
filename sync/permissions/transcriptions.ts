import type { Transcription } from '../schema/transcriptions'
import { ownedBy, signedIn, type Rule } from '../rules'

/**
 * Transcriptions are private to the person who uploaded them: not even admins see
 * another user's recordings, so read and delete are the owner only.
 */
export const transcriptionRules = {
  read: ownedBy<Transcription>('user_id'),
  create: signedIn as Rule<Transcription>,
  delete: ownedBy<Transcription>('user_id'),
}
