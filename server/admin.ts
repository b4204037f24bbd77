import { existsSync } from 'node:fs'
import { ADMIN_USAGE, runAdminCommand } from './admin-commands.ts'
import { adminSocketPath, sendAdminCommand } from './admin-socket.ts'
import { openDatabase } from './app.ts'
import { migrate } from './db/migrate.ts'
import { outboxMailer, smtpMailer } from './mail/mailer.ts'
import { ReviewError } from './services/review.ts'
import { readSettings } from './settings.ts'

// Staff review from the command line: `npm run admin -- list | show ID | approve ID --comment …`.

const argv = process.argv.slice(2)
if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
  console.log(ADMIN_USAGE)
  process.exit(argv.length === 0 ? 1 : 0)
}
const settings = readSettings()

async function main(): Promise<number> {
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
    const log = { error: (details: object, msg: string) => console.error(msg, details) }
    const now = () => new Date()
    const mailer = settings.smtpUrl
      ? smtpMailer(settings.smtpUrl, settings.mailFrom)
      : outboxMailer(db, { info: () => undefined } as never, now)
    try {
      console.log(await runAdminCommand({ db, mailer, now, log }, argv))
      return 0
    } finally {
      mailer.close()
    }
  } catch (error) {
    if (error instanceof ReviewError) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    await db.close()
  }
}

process.exit(await main())
