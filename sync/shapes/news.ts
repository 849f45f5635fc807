import { newsTables } from '../schema/news'
import { newsCommentRules, newsRules } from '../permissions/news'
import { allColumns, type ShapeDef } from './types'

export const newsShapes = {
  company_news: {
    table: newsTables.company_news,
    localTable: 'company_news',
    columns: allColumns(newsTables.company_news),
    where: newsRules.read,
  },
  news_comments: {
    table: newsTables.news_comments,
    localTable: 'news_comments',
    columns: allColumns(newsTables.news_comments),
    where: newsCommentRules.read,
  },
} satisfies Record<string, ShapeDef>
