/** The message a tab's PGlite worker sends its page when it has won the election and leads. */
export const LEADS_HERE = 'intranet-leads-here'
