// `npm start`'s build step: the client and the server's bundle, each only when one of its
// sources is newer than the last build, so a second start takes seconds, not a minute.
// A fresh checkout's client is served at once and compressed in the background (precompress.ts).
// (`npm run build` always builds both, fully compressed, as the image does.)
import { bundleServerIfStale } from './bundle'
import { buildClient, clientBuildIsFresh, compressRestInBackground } from './client'

if (clientBuildIsFresh()) console.error('[build] dist/client is up to date')
else buildClient({ compressLater: true })
compressRestInBackground()
await bundleServerIfStale()
