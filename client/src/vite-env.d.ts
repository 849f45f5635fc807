/// <reference types="vite/client" />

/** A fresh PGlite data directory to unpack on a first boot (client/build/pglite-datadir.ts). */
declare const __PGLITE_DATADIR_URL__: string
