// The answer of /api/calendar (GET, POST to make a new address, DELETE to revoke it): the
// signed-in person's calendar subscription addresses, null while they have none. The server
// builds them, the settings page shows them.

export interface CalendarAddresses {
  personal_url: string | null
  company_url: string | null
}
