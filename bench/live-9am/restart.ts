// The restart part of `npm run bench -- live-9am`: the one app process stopped and started
// again under all its browsers. Are they all live again, how soon, and did any resync a shape?
import type { RunningServer } from '../../e2e/support/server'
import { log, round, sleep, summary } from '../stats'
import { now, PAGES } from './browser'
import { errorsOf, type Fleet } from './fleet'
import { cpuWindow, type CpuFigures } from './meter'
import type { Writer, Written } from './writer'

/** The browsers and the administrator's writer of one part of the bench. */
export interface Run {
  fleet: Fleet
  writer: Writer
  cookies: string[]
}

/** After a restart, writes continue (one a second) until every browser saw one, or this long. */
const RESTART_WAIT_MS = 60_000

/**
 * Stops the app under its browsers (SIGTERM, as a deploy does; SIGKILL after 5 s) and starts it
 * again on the same port and database. Then one write a second until every browser saw one.
 */
export async function restart(
  run: Run,
  app: RunningServer,
  startAgain: () => Promise<RunningServer>,
  replaced: (next: RunningServer | null) => void,
) {
  const browsers = run.fleet.browsers
  log(`live-9am restart: stopping the app under ${browsers} browsers`)
  await run.fleet.tally(true)
  const killedAt = now()
  await app.stop()
  replaced(null)
  const stoppedAt = now()
  const next = await startAgain()
  replaced(next)
  const readyAt = now()
  const cpu = cpuWindow([next.pid])
  run.writer.moveTo(next.url)
  const written: Written[] = []
  const titles = () => written.filter((w) => w.error === null).map((w) => w.title)
  // A write a second, whatever the check of who saw one costs (at 2,000 browsers, seconds): a
  // browser is live again at the first write after its socket watches, not at the next check.
  let done = false
  const writing = (async () => {
    while (!done && now() < readyAt + RESTART_WAIT_MS) {
      const started = now()
      written.push(await run.writer.write('after restart'))
      await sleep(Math.max(0, 1_000 - (now() - started)))
    }
  })()
  while (now() < readyAt + RESTART_WAIT_MS) {
    await sleep(2_000)
    if ((await run.fleet.seenCount(titles())).browsersWithAny >= browsers) break
  }
  done = true
  await writing
  const cpuFigures: CpuFigures = cpu.stop()
  const { tally, eventLoopUtilisation } = await run.fleet.tally(true)
  const seenNow = await run.fleet.seen(titles())
  const firstSeen = seenNow.map((b) => ({ page: b.page, at: Math.min(...b.at.map((at) => at ?? Infinity)) }))
  const watchingAgain = seenNow.map((b) => b.watchingAt).filter((at): at is number => at !== null && at >= killedAt)
  const live = firstSeen.map((b) => b.at).filter(Number.isFinite)
  const allLive = live.length === browsers && browsers > 0
  const byPage = Object.fromEntries(
    Object.keys(PAGES).map((page) => {
      const mine = firstSeen.filter((b) => b.page === page)
      const seen = mine.map((b) => b.at).filter(Number.isFinite)
      return [page, { browsers: mine.length, not_live_again: mine.length - seen.length, after_start: summary(seen.map((t) => t - readyAt)) }]
    }),
  )
  const result = {
    browsers,
    stop_ms: round(stoppedAt - killedAt),
    start_ms: round(readyAt - stoppedAt),
    all_live_after_start_ms: allLive ? round(Math.max(...live) - readyAt) : null,
    all_live_after_stop_signal_ms: allLive ? round(Math.max(...live) - killedAt) : null,
    live_again_after_start: summary(live.map((t) => t - readyAt)),
    /** The change socket's watch confirmed again (then every change is announced at once). */
    watching_again_after_start: summary(watchingAgain.map((t) => t - readyAt)),
    not_watching_again: browsers - watchingAgain.length,
    not_live_again: browsers - live.length,
    by_page: byPage,
    writes: written.length,
    write_errors: written.flatMap((w) => (w.error ? [w.error] : [])).slice(0, 5),
    /** Shape requests from offset -1 (not window snapshots) made after the stop: each is a full resync of a shape. */
    full_resync_requests: tally.requests.initial,
    must_refetch: tally.mustRefetch,
    requests: tally.requests,
    statuses: tally.statuses,
    socket_reopens: tally.socketOpens,
    errors: errorsOf(tally),
    server_cpu_pct_until_live: cpuFigures.server_total_pct,
    generator_cpu_pct_until_live: cpuFigures.generator_pct,
    generator_event_loop_utilisation: eventLoopUtilisation.map((u) => round(u, 2)),
  }
  log('live-9am restart:', JSON.stringify(result))
  return result
}

export type RestartResult = Awaited<ReturnType<typeof restart>>
