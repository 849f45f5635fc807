// The rule for long news: over 300 characters of text (media lines not counted) is
// cut at the first sentence end after 200 characters — or, failing that, the first word
// boundary after 200 — and ends in '...'.

export const NEWS_TRUNCATE_OVER = 300
export const NEWS_CUT_AFTER = 200

export function truncateNewsText(text: string): { text: string; truncated: boolean } {
  if (text.length <= NEWS_TRUNCATE_OVER) return { text, truncated: false }
  const rest = text.slice(NEWS_CUT_AFTER)
  const sentence = /[.!?](?=\s|$)/.exec(rest)
  let cut: number
  // A sentence end close by reads best; a far one would hardly shorten the text.
  if (sentence && NEWS_CUT_AFTER + sentence.index < NEWS_TRUNCATE_OVER) {
    cut = NEWS_CUT_AFTER + sentence.index + 1
  } else {
    const space = rest.search(/\s/)
    cut = space === -1 ? NEWS_CUT_AFTER : NEWS_CUT_AFTER + space
  }
  // 'slut.' + '...' would read 'slut....': the ellipsis takes the full stop's place.
  return { text: `${text.slice(0, cut).trimEnd().replace(/\.+$/, '')}...`, truncated: true }
}
