import { isIPv4, isIPv6 } from 'node:net'

/**
 * How client addresses are shown and grouped, in one place: a session list hides part of each
 * address, and the sign-in notice tells devices apart by their network, not their exact address.
 */

/** An IPv4 address as is (also one mapped into IPv6); undefined otherwise. */
function ipv4Of(ip: string): string | undefined {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  const v4 = mapped ? mapped[1]! : ip
  return isIPv4(v4) ? v4 : undefined
}

/** The eight groups of an IPv6 address, lower case without leading zeros; undefined otherwise. */
export function ipv6Groups(ip: string): string[] | undefined {
  if (!isIPv6(ip) || ipv4Of(ip)) return undefined
  const [head = '', tail = ''] = ip.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
}

/** The address with its host part hidden: `203.0.113.*`, `2001:db8:85a3::*`; else `*`. */
export function maskAddress(ip: string): string {
  const v4 = ipv4Of(ip)
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.*`
  const v6 = ipv6Groups(ip)
  if (v6) return `${v6.slice(0, 3).join(':')}::*`
  return '*'
}

/** The network an address belongs to: IPv4 by /16, IPv6 by /48 (`203.0/16`, `2001:db8:85a3/48`). */
export function addressClass(ip: string): string {
  const v4 = ipv4Of(ip)
  if (v4) return `${v4.split('.').slice(0, 2).join('.')}/16`
  const v6 = ipv6Groups(ip)
  if (v6) return `${v6.slice(0, 3).join(':')}/48`
  return ''
}

/**
 * The key of a client address: IPv4 as is, IPv6 by its /64 (one host usually holds a whole /64,
 * so counting single addresses would let it rotate past every limit).
 */
export function clientKey(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (v4) return v4[1]!
  const groups = ipv6Groups(ip)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip
}
