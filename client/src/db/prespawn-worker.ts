// Imported first by main.tsx, so it runs before the app's own modules: this tab's PGlite worker
// starts, and with it the download of PGlite's files, while the page still loads.
import { prespawnLocalDbWorker } from './open-local-db'

prespawnLocalDbWorker()
