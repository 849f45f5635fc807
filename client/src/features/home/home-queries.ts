// The home page's own local query; its other panels read through the features they show.
import { localQuery } from '@/db/local-query'

/** The newest projects in progress, for 'Igangværende projekter'. */
export const projectsInProgressQuery = (limit: number) =>
  localQuery
    .selectFrom('projects')
    .select(['id', 'name'])
    .where('status', '=', 'in_progress')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .compile()
