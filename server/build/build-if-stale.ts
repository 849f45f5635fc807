// `npm start`'s build step: the client and the server's bundle, each only when one of its
// sources is newer than the last build, so a second start takes seconds, not a minute.
// (`npm run build` always builds both, as the image does.)
import { bundleServerIfStale } from './bundle'
import { buildClient, clientBuildIsFresh } from './client'

if (clientBuildIsFresh()) console.error('[build] dist/client is up to date')
else buildClient()
await bundleServerIfStale()
