// Kysely's view of the news and post tables (migrations/0020_news_posts.sql), merged into DB.
import type { WithDefaults } from '../../db/with-defaults'
import type { ColumnType } from 'kysely'
import type { CompanyNews, NewsComment } from '../../../sync/schema/news'
import type { Department, Post, PostComment } from '../../../sync/schema/posts'

export interface NewsPostTables {
  departments: WithDefaults<Department, 'id' | 'created_at'>
  company_news: WithDefaults<CompanyNews, 'id' | 'visibility' | 'created_at' | 'updated_at'>
  news_comments: WithDefaults<NewsComment, 'id' | 'created_at'>
  // jsonb goes in as JSON text (pg would turn a JS array into a Postgres array literal).
  posts: Omit<WithDefaults<Post, 'id' | 'approved' | 'created_at' | 'updated_at'>, 'images'> & {
    images: ColumnType<string[], string | undefined, string>
  }
  post_comments: WithDefaults<PostComment, 'id' | 'created_at'>
}
