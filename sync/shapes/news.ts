import { newsTables } from '../schema/news'
import { newsCommentRules, newsRules } from '../permissions/news'
import { allColumns, type ShapeDef } from './types'

export const newsShapes = {
  company_news: {
    table: newsTables.company_news,
    localTable: 'company_news',
    columns: allColumns(newsTables.company_news),
    where: newsRules.read,
    holding: { kind: 'recent', column: 'created_at', days: 90, pageSize: 10, lookups: ['id'] },
  },
  news_comments: {
    table: newsTables.news_comments,
    localTable: 'news_comments',
    columns: allColumns(newsTables.news_comments),
    where: newsCommentRules.read,
    holding: { kind: 'recent', column: 'created_at', days: 90, pageSize: 100, lookups: ['news_id'] },
  },
} satisfies Record<string, ShapeDef>
