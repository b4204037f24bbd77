import type { Db } from '../db/database.ts'
import { addressClass } from '../lib/client-address.ts'
import type { UserAgentInfo } from '../lib/user-agent.ts'

/** A device not seen signing in to an account for this long is new again (sign-in notice). */
export const DEVICE_REMEMBERED_DAYS = 90
const REMEMBERED_MS = DEVICE_REMEMBERED_DAYS * 86_400_000

/**
 * A device as the sign-in notice knows it: browser and system without versions, and the address's
 * network (IPv4 /16, IPv6 /48), so that a browser update or a new address from the same provider
 * is the same device, and another browser or another network is not.
 */
export function deviceKey(agent: UserAgentInfo, ip: string): string {
  return [agent.browserFamily ?? '-', agent.osFamily ?? '-', addressClass(ip)].join('|')
}

/**
 * Records that the device signed in to the account now; true when it had not in the last 90 days.
 * One statement decides it, so two sign-ins from a new device at the same moment send one notice.
 */
export async function rememberDevice(
  db: Db,
  accountId: string,
  key: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - REMEMBERED_MS)
  // Devices past the 90 days are forgotten: the table holds only what the rule still needs.
  await db.query('delete from known_devices where account_id = $1 and last_seen_at <= $2', [
    accountId,
    since,
  ])
  // `xmax = 0`: PostgreSQL's mark of a row this statement inserted rather than updated.
  const rows = await db.query<{ inserted: boolean }>(
    `insert into known_devices (account_id, device_key, last_seen_at) values ($1, $2, $3)
     on conflict (account_id, device_key) do update set last_seen_at = excluded.last_seen_at
     returning xmax = 0 as inserted`,
    [accountId, key, now],
  )
  return rows[0]?.inserted === true
}
