import { c, table, type RowOf } from './columns'

/**
 * Company news on the home page. Media stays embedded in `content` as lines
 * '![name](url)' (image) and '[📹 name](url)' (video), so the text alone carries its media; the URLs point
 * at files in storage. `visibility` is always 'company'; `project_id` is kept null.
 */
export const companyNews = table('company_news', ['id'], {
  id: c.uuid(),
  user_id: c.text().orNull(),
  headline: c.text().orNull(),
  content: c.text(),
  visibility: c.text(),
  project_id: c.uuid().orNull(),
  created_at: c.timestamptz(),
  updated_at: c.timestamptz(),
})
export type CompanyNews = RowOf<typeof companyNews>

export const newsComments = table('news_comments', ['id'], {
  id: c.uuid(),
  news_id: c.uuid(),
  user_id: c.text().orNull(),
  content: c.text(),
  created_at: c.timestamptz(),
})
export type NewsComment = RowOf<typeof newsComments>

export const newsTables = { company_news: companyNews, news_comments: newsComments } as const
