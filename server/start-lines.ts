import path from 'node:path'
import { servesOutbox, type Settings } from './settings.ts'

/**
 * `http://host:port`, as a person on this machine would type it: `localhost` for a loopback or
 * every-address host, the name the links the server writes use (publicBase), where passkeys work
 * and where a vendor sends the browser back after binding, with the session it started from.
 */
function baseUrl(host: string, port: number) {
  const name = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(host) ? 'localhost' : host
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`
}

/**
 * What a person trying the portal on their own machine needs at start: where it is, where the
 * mail and SMS it sends can be read, where the API is described, how to approve what they file,
 * and the development vendor they can bind an account at. Nothing in production,
 * nor when nothing goes to the outbox and DEV_MODE is off.
 */
export function startLines(settings: Settings, port: number, devVendorIssuer?: string): string[] {
  if (!servesOutbox(settings)) return []
  const base = baseUrl(settings.host, port)
  const goesToOutbox = [!settings.smtpUrl && 'mail', settings.sms.provider === 'outbox' && 'SMS']
    .filter(Boolean)
    .join(' and ')
  // The staff CLI must open the same database as this server.
  const where = settings.databaseUrl
    ? 'DATABASE_URL=… '
    : settings.dataDir === path.resolve('./data')
      ? ''
      : `DATA_DIR=${settings.dataDir} `
  return [
    '',
    `  Portal:  ${base}/${settings.staticDir ? '' : '  (API only: STATIC_DIR is empty)'}`,
    `  Outbox:  ${base}/dev/outbox  (${goesToOutbox ? `${goesToOutbox} land here instead of being sent; ` : ''}this machine only)`,
    ...(settings.apiReference
      ? [`  API:     ${base}/dev/api-reference  (the contract, rendered)`]
      : []),
    `  Review:  ${where}npm run admin -- list --status reviewing`,
    `           ${where}npm run admin -- approve ID --comment "…"`,
    `  Staff:   ${where}npm run admin -- staff add EMAIL --role admin  (prints the console's set-up link)`,
    ...(devVendorIssuer
      ? [
          `  Vendor:  ${devVendorIssuer}  (the development vendor "dev": its sign-in takes any name; one with "unqualified" in it is not qualified)`,
        ]
      : []),
    '',
  ]
}
