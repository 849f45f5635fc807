// The home news' error texts, chosen from what went wrong.
import { ApiError } from '@/lib/api'
import { databaseError, NEWS_TEXTS, uploadError } from '../../../../sync/inputs/news'

export function createErrorText(err: unknown): string {
  if (!(err instanceof ApiError)) return NEWS_TEXTS.unexpected
  if (err.status === 401) return NEWS_TEXTS.createNeedsLogin
  if (err.status === 403) return NEWS_TEXTS.authError
  if (err.status >= 400 && err.status < 500) return err.message
  if (err.status === 0) return NEWS_TEXTS.unexpected
  return databaseError(err.message)
}

export function uploadErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status === 401) return NEWS_TEXTS.uploadNeedsLogin
  if (err instanceof ApiError && err.message) return uploadError(err.message)
  return NEWS_TEXTS.uploadFailed
}
