// Runs first, from the tiny entry (main.tsx), before the app's code has even loaded.
import { prespawnLocalDbWorker } from './open-local-db'

prespawnLocalDbWorker()
