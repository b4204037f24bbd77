// What the staff session's stories share: a staff token in this tab (or none), and the answers of
// the set-up and sign-in calls. Texts asserted are the zh-CN ones unless a story asks for English.
import type { StaffEnrolled, StaffSession, StaffSetup } from '@generated/model'
import { reviewerFixture } from '@mocks/staff-fixtures'
import { staffToken } from '@/lib/session/tokens'

export const STAFF_TOKEN = 'staff-story-token-0123456789abcdefghijk'
/** The secret of a set-up link, as `npm run admin -- staff add` prints it. */
export const SETUP_TOKEN = 'Zk3vQ9_mX2-pL7aRt5YwB8nC4eHs6uJd1FgK0oIq'
export const SETUP_PATH = `/staff/setup?token=${SETUP_TOKEN}`

/** A story's `beforeEach`: this tab holds a staff session (the story's staffMe handler says whose). */
export const withStaffToken = () => {
  staffToken.set(STAFF_TOKEN)
  return () => staffToken.clear()
}

/** A story's `beforeEach`: no staff session in this tab (the developer's token stays). */
export const withoutStaffToken = () => {
  staffToken.clear()
  return () => staffToken.clear()
}

export const staffSessionFixture: StaffSession = {
  token: 'new-staff-session-token-abcdefghijklmnop',
  staff: reviewerFixture,
}

export const staffSetupFixture: StaffSetup = {
  email: 'new.reviewer@example.com',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri:
    'otpauth://totp/Developer%20portal%20staff:new.reviewer%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Developer%20portal%20staff&algorithm=SHA1&digits=6&period=30',
}

export const recoveryCodesFixture = [
  'k7m2p-9xq4t',
  'a3n8r-2wz6c',
  'h5v1d-7jb3e',
  'q9t4s-6fm2g',
  'x2c7w-4kp8n',
  'b6j3y-1rd5h',
  'e8u5a-3nq7v',
  'm4g9k-8tc2x',
  'r1w6f-5ys9b',
  'z7p2h-0ve4d',
]

export const staffEnrolledFixture: StaffEnrolled = {
  recoveryCodes: recoveryCodesFixture,
  session: {
    token: 'enrolled-staff-session-token-abcdefghij',
    staff: { ...reviewerFixture, email: 'new.reviewer@example.com' },
  },
}
