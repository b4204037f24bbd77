// A package's or an image's size as a reviewer reads it: in KB or MB (1024 bytes a KB, as file
// managers and hap-toolkit print them), with the exact bytes where they matter, and how much a
// version grew or shrank.

const UNITS = ['B', 'KB', 'MB', 'GB'] as const

/** `412733` → "403.1 KB"; `2097152` → "2.00 MB"; under a KB, bytes. */
export function formatSize(bytes: number, language: string): string {
  let value = Math.abs(bytes)
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 ? 0 : unit === 1 ? 1 : 2
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value)
  return `${number} ${UNITS[unit]}`
}

/** The exact bytes, grouped: `412733` → "412,733". */
export function formatBytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language).format(bytes)
}

/** How the size changed: its direction, the difference and the share of the old size. */
export function sizeChange(before: number, after: number, language: string) {
  const delta = after - before
  const percent = new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Math.abs(delta) / before)
  return {
    direction: delta > 0 ? 'grew' : delta < 0 ? 'shrank' : 'same',
    delta: formatSize(delta, language),
    percent,
  } as const
}
