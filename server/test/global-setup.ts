import type { TestProject } from 'vitest/node'
import { POSTGRES_URL, postgresReachable } from './database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether the server suite runs its PostgreSQL half (server/test/harness.ts `backends`). */
    postgres: boolean
  }
}

/**
 * Whether the PostgreSQL half of the server suite runs. Where PostgreSQL does not answer, a
 * developer's run goes on with PGlite only and says so; under CI it fails instead, so that half
 * cannot vanish from a green run.
 */
export function postgresPlan(
  reachable: boolean,
  env: Record<string, string | undefined>,
): { run: boolean; warning?: string } {
  if (reachable) return { run: true }
  const where = `PostgreSQL at ${POSTGRES_URL.replace(/\/\/[^@/]*@/, '//')} is not reachable`
  if (env.CI && env.CI !== 'false' && env.CI !== '0') {
    throw new Error(`${where}: under CI the server suite needs it (set TEST_DATABASE_URL).`)
  }
  return {
    run: false,
    warning: `SKIPPED: ${where}; the server suite runs on PGlite only (under CI this fails).`,
  }
}

export default async function setup(project: TestProject) {
  const plan = postgresPlan(await postgresReachable(), process.env)
  if (plan.warning) console.warn(`\n!!! ${plan.warning}\n`)
  project.provide('postgres', plan.run)
}
