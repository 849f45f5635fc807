// Which shapes the pages on screen read, from the tables their live queries name: the tabs
// announce every word of their live queries' SQL (table-live.ts, interest.ts), and those that
// are a shape's local table make that shape worth an open long-poll.

/** Shapes whose local table is among `tables`. */
export function hotShapes(shapes: Record<string, { localTable: string }>, tables: ReadonlySet<string>): string[] {
  return Object.entries(shapes)
    .filter(([, def]) => tables.has(def.localTable))
    .map(([name]) => name)
}
