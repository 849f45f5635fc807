import type { CompanyNews, NewsComment } from '../schema/news'
import { admins, anyOf, ownedBy, signedIn, type Rule } from '../rules'

/** Company news: everyone signed in reads and writes; the author or an admin edits and deletes. */
export const newsRules = {
  read: signedIn as Rule<CompanyNews>,
  create: signedIn as Rule<CompanyNews>,
  update: anyOf<CompanyNews>(admins, ownedBy('user_id')),
  delete: anyOf<CompanyNews>(admins, ownedBy('user_id')),
}

/** Comments per news item, for everyone signed in. */
export const newsCommentRules = {
  read: signedIn as Rule<NewsComment>,
  create: signedIn as Rule<NewsComment>,
}
