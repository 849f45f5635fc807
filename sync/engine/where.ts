// Shape where clauses are SQL boolean expressions with positional params ($1…$n), as in
// Electric's protocol. The engine splices them into its own queries, so it accepts only
// plain expressions: no statement breaks, comments, dollar quoting or subqueries.

const FORBIDDEN_WORDS = /\b(select|insert|update|delete|with|into|from|returning|union|pg_sleep)\b/i

export interface WhereScan {
  /** Highest $n used. */
  maxParam: number
  error?: string
}

/** Walks the clause outside quotes; calls `onParam` for each $n and splices its result in. */
function rewrite(where: string, onParam: (n: number) => string): { text: string; error?: string; maxParam: number } {
  let out = ''
  let maxParam = 0
  let plain = ''
  const flushPlain = () => {
    out += plain
    plain = ''
  }
  for (let i = 0; i < where.length; i++) {
    const ch = where[i]
    if (ch === "'" || ch === '"') {
      const end = findQuoteEnd(where, i, ch)
      if (end < 0) return { text: '', maxParam, error: 'unterminated quoted text' }
      if (FORBIDDEN_WORDS.test(plain)) return { text: '', maxParam, error: 'unsupported SQL in where clause' }
      flushPlain()
      out += where.slice(i, end + 1)
      i = end
    } else if (ch === '$') {
      const m = /^\$(\d{1,3})/.exec(where.slice(i))
      if (!m) return { text: '', maxParam, error: 'dollar quoting is not supported' }
      const n = Number(m[1])
      if (n < 1) return { text: '', maxParam, error: 'parameters are numbered from $1' }
      maxParam = Math.max(maxParam, n)
      plain += onParam(n)
      i += m[0].length - 1
    } else if (ch === ';' || (ch === '-' && where[i + 1] === '-') || (ch === '/' && where[i + 1] === '*')) {
      return { text: '', maxParam, error: 'statement separators and comments are not allowed' }
    } else {
      plain += ch
    }
  }
  if (FORBIDDEN_WORDS.test(plain)) return { text: '', maxParam, error: 'unsupported SQL in where clause' }
  flushPlain()
  return { text: out, maxParam }
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

export function scanWhere(where: string): WhereScan {
  const { error, maxParam } = rewrite(where, (n) => `$${n}`)
  return { maxParam, error }
}

/** Shifts `$n` to `$(n + by)` so several clauses can share one statement. */
export function shiftParams(where: string, by: number): string {
  return rewrite(where, (n) => `$${n + by}`).text
}
