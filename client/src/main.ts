// The entry is kept tiny so that this tab's PGlite worker starts (and on a first visit PGlite's
// files start downloading, pglite-downloads.ts) while the app's much larger code still loads.
import './db/prespawn-worker'

// zod 4 decides whether to compile an object schema's parser with `new Function` when the schema
// is built, and probes for it then; under our CSP (no 'unsafe-eval') the probe is reported as a
// violation. zod takes its config from this global when it loads, so it holds for every schema,
// in whatever order the bundler runs the modules that build them (better-auth's client does).
;(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true }

// The app's start code, in three stages, each evaluated in a task of its own: evaluated at once
// it was one task of 0.25-0.35 s on a cold visit. Their files all download at once, from the
// modulepreloads the build puts in index.html (build/preload-start.ts).
const nextTask = () => new Promise((resolve) => setTimeout(resolve))
void import('./start-libraries')
  .then(nextTask)
  .then(() => import('./start-contract'))
  .then(nextTask)
  .then(() => import('./start-app'))

// The first Danish Intl formatter loads ICU's locale data: ~0.1 s here, which the app's modules
// paid while they were evaluated (they make their date and number formatters as they load), in
// the longest task of a first visit. Paid now, in a task of its own while their code downloads.
setTimeout(() => {
  new Intl.NumberFormat('da-DK').format(1)
  new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeStyle: 'short' }).format(0)
})
