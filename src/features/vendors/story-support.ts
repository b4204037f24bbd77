// What the vendor screens' stories share: a small in-story server that keeps the developer's
// bindings and answers the vendors operations as the server would (binding needs a recent proof
// when a story says so, unbinding ends a binding, every refusal is the contract's), the proof
// itself, and the browser's departure for the vendor's sign-in page. Texts are zh-CN unless a
// story switches to English.
import type { HttpHandler } from 'msw'
import { expect, screen, spyOn, waitFor, within } from 'storybook/test'
import { Code } from '@generated/error-catalogue'
import type { AccountSecurity, VendorItem } from '@generated/model'
import type { OperationId } from '@generated/operations'
import { sessionHandler } from '@mocks/account-handlers'
import { failure, success } from '@mocks/envelopes'
import { accountFixture } from '@mocks/fixtures'
import { answer, answerData } from '@mocks/handlers'
import { requestsTo } from '@mocks/request-log'
import { vendorAuthorizationFixture, vendorListBound } from '@mocks/vendor-fixtures'
import { vendorSignIn } from './vendor-sign-in'

export const VENDORS_PATH = '/account/vendors'
export const CALLBACK_PATH = '/account/vendors/callback'

/** The signed-in developer: a complete company profile. */
export const completeSession = sessionHandler(accountFixture('complete', 'company'))

/** The password verifyIdentity takes in these stories. */
export const RIGHT_PASSWORD = 'Secret123'

/** Two-step sign-in off, no passkeys: the dialog asks for the password alone. */
export const passwordOnlySecurity: AccountSecurity = {
  twoStep: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
  passkeys: [],
}

/** verifyIdentity as the server answers it: the right password, or "wrong password". */
export const verifyHandler = answer('verifyIdentity', ({ params }) =>
  params.password === RIGHT_PASSWORD
    ? success({ verifiedUntil: '2026-03-05T10:05:00.000Z' })
    : failure(Code.wrongAccountOrPassword, 'verifyIdentity'),
)

/** Whether this story's developer proved who they are (a verifyIdentity that succeeded). */
const proved = () =>
  requestsTo('verifyIdentity').some(({ params }) => params.password === RIGHT_PASSWORD)

/**
 * The vendor stories' server: the vendors and the developer's bindings there (`reset` before each
 * story). startVendorBinding and unbindVendor answer 31008 until the story's developer proved who
 * they are when `needsProof`, as a session older than five minutes gets.
 */
export function vendorsServer(initial: VendorItem[] = vendorListBound) {
  let vendors: VendorItem[] = structuredClone(initial)
  let needsProof = false
  const vendorOf = (code: string | undefined) => vendors.find((vendor) => vendor.code === code)
  const proofMissing = (operation: OperationId) =>
    needsProof && !proved() ? failure(Code.proofRequired, operation) : undefined

  // One group per operation, named by its operationId: a story replaces one with its own answer.
  const handlers: Record<string, HttpHandler[]> = {
    session: [completeSession],
    listVendors: [answer('listVendors', () => success({ list: vendors }))],
    startVendorBinding: [
      answer('startVendorBinding', ({ params }) => {
        const refused = proofMissing('startVendorBinding')
        if (refused) return refused
        const vendor = vendorOf(params.vendorCode)
        if (!vendor) return failure(Code.vendorCodeNotFound, 'startVendorBinding')
        if (vendor.binding) return failure(Code.vendorAlreadyBound, 'startVendorBinding')
        return success(vendorAuthorizationFixture)
      }),
    ],
    unbindVendor: [
      answer('unbindVendor', ({ params }) => {
        const refused = proofMissing('unbindVendor')
        if (refused) return refused
        const vendor = vendorOf(params.vendorCode)
        if (!vendor?.binding) return failure(Code.invalidParameter, 'unbindVendor')
        vendor.binding = null
        return success(null)
      }),
    ],
    verifyIdentity: [verifyHandler],
    security: [answerData('getAccountSecurity', passwordOnlySecurity)],
  }

  return {
    handlers,
    /** Start a story with `next` (a copy: stories do not share what they change). */
    reset(next: VendorItem[] = initial, options: { needsProof?: boolean } = {}) {
      vendors = structuredClone(next)
      needsProof = options.needsProof ?? false
    },
    /** What the server holds now (a binding made or ended elsewhere meanwhile). */
    change(change: (vendors: VendorItem[]) => void) {
      change(vendors)
    },
  }
}

/**
 * The browser's departure for the vendor's sign-in page, held for the story (a real page load
 * would end it): returns the addresses it was sent to. Call from `beforeEach`, which restores it.
 */
export function holdVendorSignIn() {
  const addresses: string[] = []
  const go = spyOn(vendorSignIn, 'go').mockImplementation((url: string) => {
    addresses.push(url)
  })
  return { addresses, restore: () => go.mockRestore() }
}

/** The "confirm it's you" dialog, once open (it fades in: its text is visible only then). */
export async function proofDialog(name = '验证身份') {
  const dialog = await screen.findByRole('dialog', { name }, { timeout: 3000 })
  await waitFor(() => expect(dialog).toBeVisible())
  return within(dialog)
}

export async function expectProofDialogGone() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}
