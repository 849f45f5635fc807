// Memory of the browser we launched: every chromium process below this node process, read
// from /proc. RSS counts shared pages once per process (an overestimate); PSS splits them
// between the processes that share them (the fair total).
import { readdirSync, readFileSync } from 'node:fs'
import { round } from '../stats'

function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return null
  }
}

function descendsFrom(pid: number, ancestor: number): boolean {
  for (let p: number | null = pid, hops = 0; p && p > 1 && hops < 20; hops++) {
    if (p === ancestor) return true
    p = parentOf(p)
  }
  return false
}

const kb = (text: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0)

export interface BrowserMemory {
  processes: number
  rss_mb: number
  pss_mb: number
  largest_rss_mb: number
}

export function browserMemory(): BrowserMemory {
  let rss = 0
  let pss = 0
  let largest = 0
  let processes = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const pid = Number(entry)
    try {
      const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim()
      if (!/chrom/i.test(comm) || !descendsFrom(pid, process.pid)) continue
      const r = kb(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS')
      const p = kb(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss')
      rss += r
      pss += p
      largest = Math.max(largest, r)
      processes++
    } catch {
      // the process ended while we looked
    }
  }
  return { processes, rss_mb: round(rss / 1024), pss_mb: round(pss / 1024), largest_rss_mb: round(largest / 1024) }
}
