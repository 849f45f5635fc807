// Dates on news, posts and comments, in da-DK.

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value))

/** e.g. '12. dec. 2025' */
export const formatNewsDate = (value: Date | string) =>
  new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short', year: 'numeric' }).format(toDate(value))

/** e.g. '12. dec. 2025 14.05' */
export const formatShortDateTime = (value: Date | string) =>
  new Intl.DateTimeFormat('da-DK', { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value))
