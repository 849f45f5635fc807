// Runs first, from the tiny entry (main.ts), before the app's code has even loaded.
import { isQrProfilePath } from '@/features/qr-profile/qr-url'
import { prespawnLocalDbWorker } from './open-local-db'

// The public QR profile (a badge scanned on site) never opens a local database.
if (!isQrProfilePath(window.location.pathname)) prespawnLocalDbWorker()
