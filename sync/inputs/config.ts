// The answer of GET /api/config (public, before sign-in): the company's name and slogan for the
// sign-in screen, the layout and the home page. The server reads them from its environment.

export interface CompanyConfig {
  companyName: string
  companySlogan: string
}
