// Which build of the client the server serves: the header of every /api answer that says it
// (server/http/build-id.ts); a page of another build offers the new one (client/src/offline/new-version.ts).
export const BUILD_HEADER = 'x-intranet-build'
