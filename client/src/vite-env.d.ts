/// <reference types="vite/client" />

/** A fresh PGlite data directory to unpack on a first boot (client/build/pglite-datadir.ts). */
declare const __PGLITE_DATADIR_URL__: string
/** PGlite's file bundle without what only initdb reads (client/build/pglite-runtime-bundle.ts). */
declare const __PGLITE_RUNTIME_BUNDLE_URL__: string
/** This build's id (client/build/build-id.ts); not defined in development and unit tests. */
declare const __INTRANET_BUILD_ID__: string | undefined
