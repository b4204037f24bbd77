import path from 'node:path'

export interface Settings {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  sessionIdleMinutes: number
  sessionMaxDays: number
  production: boolean
  /** Requests per IP per minute. */
  rateLimits: { login: number; code: number; captcha: number }
  /** Every captcha's answer, for tests and the end-to-end journey; never in production. */
  captchaFixedAnswer: string | undefined
  /** Where the built front end lives; undefined serves none. */
  staticDir: string | undefined
  logLevel: string
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`)
  return value
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const production = env.NODE_ENV === 'production'
  let captchaFixedAnswer = env.CAPTCHA_FIXED_ANSWER || undefined
  if (captchaFixedAnswer && production) {
    console.warn('CAPTCHA_FIXED_ANSWER is ignored because NODE_ENV is production')
    captchaFixedAnswer = undefined
  }
  if (captchaFixedAnswer && !/^[A-Za-z0-9]{4,6}$/.test(captchaFixedAnswer)) {
    throw new Error('CAPTCHA_FIXED_ANSWER must be 4 to 6 letters or digits')
  }
  return {
    port: int(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Developer portal <no-reply@localhost>',
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 120),
    sessionMaxDays: int(env, 'SESSION_MAX_DAYS', 7),
    production,
    rateLimits: {
      login: int(env, 'RATE_LIMIT_LOGIN_PER_MINUTE', 30),
      code: int(env, 'RATE_LIMIT_CODE_PER_MINUTE', 10),
      captcha: int(env, 'RATE_LIMIT_CAPTCHA_PER_MINUTE', 60),
    },
    captchaFixedAnswer,
    staticDir: env.STATIC_DIR === '' ? undefined : path.resolve(env.STATIC_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
  }
}
