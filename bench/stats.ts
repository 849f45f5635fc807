// Small numeric helpers for the benchmark report.
import { readdirSync, readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[idx]
}

export function summary(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1)
  return {
    samples: s.length,
    min_ms: round(s[0] ?? NaN),
    p50_ms: round(percentile(s, 50)),
    p95_ms: round(percentile(s, 95)),
    p99_ms: round(percentile(s, 99)),
    max_ms: round(s[s.length - 1] ?? NaN),
    mean_ms: round(mean),
  }
}

const mb = (kb: number) => round(kb / 1024)

/** Resident memory of every process in a process group (tsx runs node as a child). */
export function groupRss(pgid: number): { total_mb: number; largest_mb: number; processes: number } {
  let total = 0
  let largest = 0
  let count = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // fields after the parenthesised command: state ppid pgrp ...
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(rest[2]) !== pgid) continue
      const status = readFileSync(`/proc/${entry}/status`, 'utf8')
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      total += kb
      largest = Math.max(largest, kb)
      count++
    } catch {
      // the process went away while we looked
    }
  }
  return { total_mb: mb(total), largest_mb: mb(largest), processes: count }
}

/** Epoch milliseconds with sub-millisecond precision, comparable across threads. */
export const now = () => performance.timeOrigin + performance.now()

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Logs go to stderr; stdout is the JSON report only. */
export const log = (...args: unknown[]) => console.error('[bench]', ...args)
