// Shape where clauses are SQL boolean expressions with positional params ($1…$n), as in
// Electric's protocol. The engine splices them into its own queries, so it accepts only
// plain expressions: no statement breaks, comments, dollar quoting, subqueries or unbalanced
// parentheses (a `true) or (true` would escape the shape's own where and leak rows).

const FORBIDDEN_WORDS = /\b(select|insert|update|delete|with|into|from|returning|union|pg_sleep)\b/i

/**
 * Words that may stand before `(` in a client-written subset expression: SQL keywords and
 * side-effect-free functions (Electric's own list of known functions and a few more). Any other
 * call, such as `pg_read_file(…)` or `set_config(…)`, is refused.
 */
const SAFE_CALLS = new Set(
  `and or not in any all some is between like ilike similar escape array row case when then else as
   coalesce nullif greatest least lower upper length char_length character_length octet_length concat
   concat_ws substring substr trim btrim ltrim rtrim strpos position left right replace starts_with
   abs round floor ceil ceiling trunc mod sign now date_trunc date_part extract age justify_days
   justify_hours justify_interval array_length cardinality array_position array_append array_prepend
   array_cat array_ndims cast bool int2 int4 int8 float4 float8 numeric text date time timestamp
   timestamptz interval uuid`.split(/\s+/),
)

export interface ScanOptions {
  /** Only SAFE_CALLS may be called (expressions written by a client). */
  safeCallsOnly?: boolean
  /** Whether `$n` placeholders are allowed (not in ORDER BY). */
  params?: boolean
}

export interface WhereScan {
  /** Highest $n used. */
  maxParam: number
  error?: string
}

interface Rewritten {
  text: string
  maxParam: number
  error?: string
}

/** Walks the clause outside quotes; calls `onParam` for each $n and splices its result in. */
function rewrite(where: string, onParam: (n: number) => string, options: ScanOptions = {}): Rewritten {
  let out = ''
  let maxParam = 0
  let plain = ''
  let depth = 0
  const fail = (error: string): Rewritten => ({ text: '', maxParam, error })
  const checkPlain = () => {
    if (FORBIDDEN_WORDS.test(plain)) return 'unsupported SQL in where clause'
    if (options.safeCallsOnly) return unsafeCall(plain)
    return null
  }
  for (let i = 0; i < where.length; i++) {
    const ch = where[i]
    if (ch === "'" || ch === '"') {
      const end = findQuoteEnd(where, i, ch)
      if (end < 0) return fail('unterminated quoted text')
      const error = checkPlain()
      if (error) return fail(error)
      if (options.safeCallsOnly && ch === '"' && /^\s*\(/.test(where.slice(end + 1))) {
        return fail('quoted function names are not supported')
      }
      out += plain + where.slice(i, end + 1)
      plain = ''
      i = end
    } else if (ch === '$') {
      const m = /^\$(\d{1,3})/.exec(where.slice(i))
      if (!m) return fail('dollar quoting is not supported')
      if (options.params === false) return fail(`parameter ${m[0]} is not supported here`)
      const n = Number(m[1])
      if (n < 1) return fail('parameters are numbered from $1')
      maxParam = Math.max(maxParam, n)
      plain += onParam(n)
      i += m[0].length - 1
    } else if (ch === ';' || (ch === '-' && where[i + 1] === '-') || (ch === '/' && where[i + 1] === '*')) {
      return fail('statement separators and comments are not allowed')
    } else {
      if (ch === '(') depth++
      if (ch === ')' && --depth < 0) return fail('unbalanced parentheses')
      plain += ch
    }
  }
  if (depth !== 0) return fail('unbalanced parentheses')
  const error = checkPlain()
  if (error) return fail(error)
  return { text: out + plain, maxParam }
}

/** An error for the first call in unquoted text that is not on the safe list. */
function unsafeCall(plain: string): string | null {
  if (/\.\s*[A-Za-z_][\w$]*\s*\(/.test(plain)) return 'schema-qualified function calls are not supported'
  for (const m of plain.matchAll(/([A-Za-z_][\w$]*)\s*\(/g)) {
    const name = m[1].toLowerCase()
    if (SAFE_CALLS.has(name)) continue
    // Type modifiers in casts: `::numeric(10,2)`, `as varchar(20)`.
    if (/(::\s*|\bas\s+)$/i.test(plain.slice(0, m.index))) continue
    return `function ${m[1]}() is not supported`
  }
  return null
}

function findQuoteEnd(text: string, start: number, quote: string): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === quote) {
      if (text[i + 1] === quote) i++
      else return i
    }
  }
  return -1
}

export function scanWhere(where: string, options: ScanOptions = {}): WhereScan {
  const { error, maxParam } = rewrite(where, (n) => `$${n}`, options)
  return { maxParam, error }
}

/** Shifts `$n` to `$(n + by)` so several clauses can share one statement. */
export function shiftParams(where: string, by: number): string {
  return rewrite(where, (n) => `$${n + by}`).text
}
