// The entry is kept tiny so that this tab's PGlite worker starts (and on a first visit PGlite's
// files start downloading, pglite-downloads.ts) while the app's much larger code still loads.
import './db/prespawn-worker'

void import('./start-app')
