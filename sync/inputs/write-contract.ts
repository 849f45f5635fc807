// The version of the write contract: what the write routes expect of a request's body (the input
// schemas in this folder). A write waiting in a browser's outbox was made by the code of its day
// and may be sent by a newer page after a release, so each write carries the version it was made
// with, and the server refuses one it can no longer read instead of applying it wrongly.
//
// Bump WRITE_CONTRACT_VERSION when an input schema changes so that an older body would be
// refused or misread (a field renamed or its meaning changed, a required field added); raise
// OLDEST_ACCEPTED_WRITE_CONTRACT to the oldest version the routes still read correctly.

export const WRITE_CONTRACT_VERSION = 1
export const OLDEST_ACCEPTED_WRITE_CONTRACT = 1

/** The request header that carries a write's contract version. */
export const WRITE_CONTRACT_HEADER = 'x-intranet-write-contract'
/** A write without the header from a browser comes from a page older than the header: version 1. */
export const UNVERSIONED_WRITE_CONTRACT = 1

/** The `code` of the refusal's body: the outbox keeps what the person typed in sight. */
export const WRITE_CONTRACT_REFUSED = 'write-contract-outdated'
export const WRITE_CONTRACT_REFUSED_MESSAGE =
  'Intranettet er blevet opdateret, og din ændring kunne ikke gemmes. Din tekst er bevaret – prøv igen.'
/** A page newer than the server (a release still rolling out): the write waits and goes again. */
export const WRITE_CONTRACT_TOO_NEW_MESSAGE = 'Intranettet er ved at blive opdateret. Din ændring sendes igen om lidt.'

export type WriteContractVerdict = 'accept' | 'outdated' | 'too-new'

export function writeContractVerdict(
  version: number,
  accepted: { oldest: number; newest: number } = { oldest: OLDEST_ACCEPTED_WRITE_CONTRACT, newest: WRITE_CONTRACT_VERSION },
): WriteContractVerdict {
  if (version < accepted.oldest) return 'outdated'
  if (version > accepted.newest) return 'too-new'
  return 'accept'
}

/** The header every write of this build sends (outbox writes send their own stored version). */
export const writeContractHeaders = (version: number = WRITE_CONTRACT_VERSION): Record<string, string> => ({
  [WRITE_CONTRACT_HEADER]: String(version),
})
