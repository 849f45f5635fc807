// The handbook pages' local queries: categories, files and page text (synced, so readable
// offline). File search also looks inside PDF text and says on which pages it matched.
import { knownName, localQuery, type QueryRow } from '@/db/local-query'
import { containsPattern } from './file-size'

const categories = () =>
  localQuery
    .selectFrom('handbook_categories as c')
    .leftJoin('handbooks as h', 'h.category_id', 'c.id')
    .select(['c.id', 'c.name', 'c.description'])
    .select((eb) => eb.fn.count<number>('h.id').as('file_count'))
    .groupBy('c.id')

/** Categories by name, case-blind; with a search, those whose name or description has it. */
export function categoriesQuery(search: string) {
  const pattern = containsPattern(search)
  return categories()
    .$if(search.trim() !== '', (query) =>
      query.where((eb) => eb.or([eb('c.name', 'ilike', pattern), eb(eb.fn.coalesce('c.description', eb.val('')), 'ilike', pattern)])),
    )
    .orderBy((eb) => eb.fn('lower', ['c.name']))
    .orderBy('c.id')
    .compile()
}
export type CategoryRow = QueryRow<ReturnType<typeof categoriesQuery>>

/** The category a URL names, case-blind. */
export const categoryByNameQuery = (name: string) =>
  categories()
    .where((eb) => eb(eb.fn('lower', ['c.name']), '=', eb.fn('lower', [eb.val(name)])))
    .limit(1)
    .compile()

/**
 * A category's files, newest first, with who uploaded them. With a search: the files whose
 * name, description, file name or page text has it, and (hit_pages) the pages where the text
 * matched, null when it matched elsewhere.
 */
export function handbooksQuery(categoryId: string, search: string) {
  const pattern = containsPattern(search)
  return localQuery
    .selectFrom('handbooks as h')
    .leftJoin('profiles as p', 'p.user_id', 'h.user_id')
    .select([
      'h.id',
      'h.name',
      'h.description',
      'h.file_name',
      'h.file_url',
      'h.file_size',
      'h.file_type',
      'h.page_count',
      'h.user_id',
      'h.created_at',
    ])
    .select(knownName('p').as('uploader_name'))
    .select('p.deactivated_at as uploader_deactivated_at')
    .where('h.category_id', '=', categoryId)
    .$if(search.trim() !== '', (query) =>
      query
        .select((eb) =>
          eb
            .selectFrom('handbook_pages as g')
            .select((g) => g.fn.agg<number[]>('array_agg', ['g.page_number']).orderBy('g.page_number').as('pages'))
            .whereRef('g.document_id', '=', 'h.id')
            .where('g.content', 'ilike', pattern)
            .as('hit_pages'),
        )
        .where((eb) =>
          eb.or([
            eb('h.name', 'ilike', pattern),
            eb(eb.fn.coalesce('h.description', eb.val('')), 'ilike', pattern),
            eb('h.file_name', 'ilike', pattern),
            eb.exists(eb.selectFrom('handbook_pages as g').select('g.page_number').whereRef('g.document_id', '=', 'h.id').where('g.content', 'ilike', pattern)),
          ]),
        ),
    )
    .orderBy('h.created_at', 'desc')
    .orderBy('h.id')
    .compile()
}
export type HandbookRow = QueryRow<ReturnType<typeof handbooksQuery>>
