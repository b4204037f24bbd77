export type RegistrationState = 'upcoming' | 'open' | 'closed'

/** Registration is open from the start of `opens` to the end of `closes` (dates, local time). */
export function registrationState(
  opens: string,
  closes: string,
  now = new Date(),
): RegistrationState {
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-')
  if (today < opens) return 'upcoming'
  if (today > closes) return 'closed'
  return 'open'
}
