// CPU over a window, as % of one core, from /proc: the app's process groups (tsx and the
// node it runs), the PostgreSQL server's processes (every `postgres` on the machine: on a
// quiet machine, the bench's database server alone), and this generator process (all its
// threads, process.cpuUsage). Memory: the app groups' resident set (stats.ts groupRss).
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { groupRss, round } from '../stats'

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

interface ProcessCpu {
  pgrp: number
  postgres: boolean
  seconds: number
}

/** CPU seconds so far of every process, by pid. */
function readCpu(): Map<number, ProcessCpu> {
  const out = new Map<number, ProcessCpu>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // gone while we looked
    }
    const close = stat.lastIndexOf(')')
    // After the command: state ppid pgrp … utime (11) stime (12), in clock ticks.
    const rest = stat.slice(close + 2).split(' ')
    out.set(Number(entry), {
      pgrp: Number(rest[2]),
      postgres: stat.slice(stat.indexOf('(') + 1, close) === 'postgres',
      seconds: (Number(rest[11]) + Number(rest[12])) / TICKS_PER_SECOND,
    })
  }
  return out
}

export interface CpuFigures {
  seconds: number
  /** Per app process, in the order given. */
  server_pct: number[]
  server_total_pct: number
  postgres_pct: number
  generator_pct: number
}

/**
 * Starts measuring now; `stop()` gives the averages since. Sampled every second and summed
 * per pid: a process that exits (a database connection closed by an idle pool) takes its
 * whole CPU time with it, which a before/after sum would subtract from the others.
 */
export function cpuWindow(pgids: number[]): { stop(): CpuFigures } {
  const t0 = performance.now()
  const generatorBefore = process.cpuUsage()
  const used = { groups: pgids.map(() => 0), postgres: 0 }
  let last = readCpu()
  const sample = () => {
    const now = readCpu()
    for (const [pid, p] of now) {
      // A pid not seen before started since the last sample: all its time is in the window.
      const delta = p.seconds - (last.get(pid)?.seconds ?? 0)
      if (delta <= 0) continue
      const g = pgids.indexOf(p.pgrp)
      if (g >= 0) used.groups[g] += delta
      if (p.postgres) used.postgres += delta
    }
    last = now
  }
  const timer = setInterval(sample, 1_000)
  return {
    stop() {
      clearInterval(timer)
      sample()
      const seconds = (performance.now() - t0) / 1000
      const generator = process.cpuUsage(generatorBefore)
      const pct = (cpu: number) => round((100 * cpu) / seconds)
      const server = used.groups.map(pct)
      return {
        seconds: round(seconds),
        server_pct: server,
        server_total_pct: round(server.reduce((a, b) => a + b, 0)),
        postgres_pct: pct(used.postgres),
        generator_pct: pct((generator.user + generator.system) / 1e6),
      }
    },
  }
}

export function serverRss(pgids: number[]) {
  const each = pgids.map((pgid) => groupRss(pgid).total_mb)
  return { per_process_mb: each, total_mb: round(each.reduce((a, b) => a + b, 0)) }
}

export const generatorRssMb = () => round(process.memoryUsage().rss / 2 ** 20)
