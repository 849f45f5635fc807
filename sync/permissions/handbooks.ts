import type { DocumentPage, Handbook, HandbookCategory } from '../schema/handbooks'
import { admins, anyOf, ownedBy, quoteIdent, rule, signedIn, type Rule } from '../rules'

/** The row's `column` equals a fixed value (e.g. the source of a document page). */
export function columnIs<Row>(column: keyof Row & string, value: string): Rule<Row> {
  return rule({
    toSql(_viewer, params) {
      params.push(value)
      return `${quoteIdent(column)} = $${params.length}`
    },
    test: (_viewer, row) => row !== undefined && row[column] === value,
    constant: () => undefined,
  })
}

/** Categories: everyone reads; creating and deleting is managing them, which is for admins. */
export const handbookCategoryRules = {
  read: signedIn as Rule<HandbookCategory>,
  create: admins as Rule<HandbookCategory>,
  delete: admins as Rule<HandbookCategory>,
}

/**
 * Files: everyone signed in reads and uploads; editors (admins) delete any file, and the
 * uploader deletes their own.
 */
export const handbookRules = {
  read: signedIn as Rule<Handbook>,
  create: signedIn as Rule<Handbook>,
  delete: anyOf(admins, ownedBy<Handbook>('user_id')),
}

/** Page text of handbook files: readable by everyone who can read the handbooks. */
export const HANDBOOK_SOURCE = 'handbook'
export const handbookPageRules = {
  read: columnIs<DocumentPage>('source', HANDBOOK_SOURCE),
}
