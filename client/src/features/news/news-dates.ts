// Dates on news, posts and comments, in da-DK. The formatters are built once: building one
// costs far more than formatting with it, and a feed formats a date per item and comment.

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value))

const newsDate = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short', year: 'numeric' })
const shortDateTime = new Intl.DateTimeFormat('da-DK', { dateStyle: 'medium', timeStyle: 'short' })

/** e.g. '12. dec. 2025' */
export const formatNewsDate = (value: Date | string) => newsDate.format(toDate(value))

/** e.g. '12. dec. 2025 14.05' */
export const formatShortDateTime = (value: Date | string) => shortDateTime.format(toDate(value))
