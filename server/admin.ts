import { existsSync } from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { ADMIN_USAGE, isRefusal, runAdminCommand } from './admin-commands.ts'
import { adminSocketPath, sendAdminCommand } from './admin-socket.ts'
import { BackupError, restore } from './db/backup.ts'
import { prepareDataDir } from './db/data-dir.ts'
import { openDatabase } from './db/open-database.ts'
import { migrate } from './db/migrate.ts'
import { outboxMailer, smtpMailer } from './mail/mailer.ts'
import { readSettings } from './settings.ts'

// The admin command line: review (`npm run admin -- list | show ID | approve ID --comment …`),
// staff members, vendors and backups (ADMIN_USAGE).

const argv = process.argv.slice(2)
if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
  console.log(ADMIN_USAGE)
  process.exit(argv.length === 0 ? 1 : 0)
}
const settings = readSettings()
// A running server may have another working directory.
if (argv[0] === 'backup' && argv[1]) argv[1] = path.resolve(argv[1])

/** `restore FILE`: into DATA_DIR, a new directory on which no server runs. */
async function restoreCommand(file: string | undefined): Promise<number> {
  if (!file) return fail('restore needs a file name')
  if (settings.databaseUrl) {
    return fail('restore is for the embedded database: restore PostgreSQL with pg_restore or psql')
  }
  const socket = adminSocketPath(settings)
  if (existsSync(socket) && (await sendAdminCommand(socket, ['help']))) {
    return fail(`a server runs on ${settings.dataDir}: restore into a new DATA_DIR`)
  }
  try {
    prepareDataDir(settings.dataDir)
    await restore(settings.dataDir, file)
  } catch (error) {
    if (error instanceof BackupError) return fail(error.message)
    throw error
  }
  const db = await openDatabase(settings)
  try {
    await migrate(db)
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from accounts')
    console.log(`restored ${path.resolve(file)} into ${settings.dataDir}: ${row!.n} accounts`)
    return 0
  } finally {
    await db.close()
  }
}

function fail(message: string) {
  console.error(message)
  return 1
}

const quiet = () => undefined
/** The command line's log: errors (a decision mail that could not be sent) to stderr. */
const log: FastifyBaseLogger = {
  level: 'error',
  fatal: (details: unknown, message?: string) => console.error(message, details),
  error: (details: unknown, message?: string) => console.error(message, details),
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => log,
}

async function main(): Promise<number> {
  if (argv[0] === 'restore') return restoreCommand(argv[1])
  if (!settings.databaseUrl && existsSync(adminSocketPath(settings))) {
    const answer = await sendAdminCommand(adminSocketPath(settings), argv)
    if (answer) {
      ;(answer.ok ? console.log : console.error)(answer.output)
      return answer.ok ? 0 : 1
    }
  }
  const db = await openDatabase(settings)
  try {
    await migrate(db)
    const now = () => new Date()
    const mailer = settings.smtpUrl
      ? smtpMailer(settings.smtpUrl, settings.mailFrom)
      : outboxMailer(db, log, now)
    // This process keeps no caches: nothing to forget when an account changes.
    const changed = quiet
    try {
      console.log(await runAdminCommand({ db, log, mailer, now, settings, changed }, argv))
      return 0
    } finally {
      mailer.close()
    }
  } catch (error) {
    if (isRefusal(error)) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    await db.close()
  }
}

process.exit(await main())
