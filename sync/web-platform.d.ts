// The web-platform globals that browsers and Node both have and code under sync/ may use.
// TypeScript declares them only along with the rest of the DOM (or @types/node with the rest of
// Node); sync/tsconfig.json has neither, so that browser-only or Node-only globals fail here.
// Only this layer's check reads this file: the client and the server see their own lib's URL.

declare class URL {
  constructor(url: string | URL, base?: string | URL)
  static canParse(url: string | URL, base?: string | URL): boolean
  readonly origin: string
  href: string
  protocol: string
  host: string
  hostname: string
  port: string
  pathname: string
  search: string
  hash: string
  toString(): string
}
