import { c, commentColumns, entity, type RowOf } from './columns'

/**
 * Company news on the home page. Media stays embedded in `content` as lines
 * '![name](url)' (image) and '[📹 name](url)' (video), so the text alone carries its media; the URLs point
 * at files in storage. `visibility` is always 'company'; `project_id` is kept null.
 */
export const companyNews = entity('company_news', {
  user_id: c.text().orNull(),
  headline: c.text().orNull(),
  content: c.text(),
  visibility: c.text(),
  project_id: c.uuid().orNull(),
  created_at: c.timestamptz(),
  updated_at: c.timestamptz(),
})
export type CompanyNews = RowOf<typeof companyNews>

export const newsComments = entity('news_comments', {
  news_id: c.uuid(),
  ...commentColumns,
})
export type NewsComment = RowOf<typeof newsComments>

export const newsTables = { company_news: companyNews, news_comments: newsComments } as const
