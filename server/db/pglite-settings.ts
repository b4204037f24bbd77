import { PGlite } from '@electric-sql/pglite'

/**
 * The embedded PostgreSQL's memory settings. PGlite runs one backend in one process, with the
 * server defaults sized for a shared server: 128 MB of shared buffers and room for 100
 * connections, all inside its WASM memory. A portal database of a few megabytes needs far less;
 * what does not fit in 16 MB of buffers is still read from the operating system's file cache.
 * These take about 180 MB off the idle process. They are passed on every start (so a data
 * directory made by an earlier version gets them too) and written into a new cluster's
 * postgresql.conf by initdb.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB', 'max_connections=4']

export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting]),
]

export const PGLITE_INITDB_PARAMS = PGLITE_SETTINGS.flatMap((setting) => ['--set', setting])
