// The frame the meeting's tables share: a heading and a table that scrolls sideways on phones.
import type { ReactNode } from 'react'

export function DetailTable({ id, title, columns, children }: { id: string; title: string; columns: string[]; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              {columns.map((c) => (
                <th key={c} className="px-3 py-2 font-medium">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="[&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_tr]:border-t">{children}</tbody>
        </table>
      </div>
    </section>
  )
}

export const Muted = ({ children }: { children: ReactNode }) => <span className="text-muted-foreground">{children}</span>
