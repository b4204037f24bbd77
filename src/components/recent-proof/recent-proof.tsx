import {
  createContext,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { lazyAfterPage } from '@/components/ui/lazy-after-page'
import { ApiError } from '@/lib/api/api-client'
import { afterFirstPage } from '@/lib/first-paint/first-page'
import { Code } from '@generated/error-catalogue'

// What changes how the account signs in (turning two-step sign-in on, new recovery codes, adding
// or removing a passkey) or where its apps go (binding and unbinding a vendor developer account)
// answers 31008 until the session's owner proved who they are within the last five minutes
// (verifyIdentity): a session someone got hold of must not plant a passkey or bind its own vendor
// account. The page tries the call, asks for the proof in a dialog when the server wants it, and
// tries once more.

// The dialog's form (react-hook-form, the contract's rules) is not in the page's first load: it
// loads once the page is painted, before a click usually needs it.
const loadDialog = () => import('./verify-identity-dialog')
const VerifyIdentityDialog = lazyAfterPage(loadDialog)

type Prove = () => Promise<boolean>
const ProveContext = createContext<Prove | null>(null)

/** Why the dialog asks: its text without and with two-step sign-in (the security page's by default). */
export interface ProofReason {
  text: string
  textTwoStep: string
}

/**
 * Holds the page's one "confirm it's you" dialog: `twoStepEnabled` asks for an authenticator code
 * with the password, `hasPasskeys` offers a passkey instead. A page that does not read the account's
 * security itself leaves both out: the dialog reads them (getAccountSecurity) when it opens.
 */
export function RecentProofProvider({
  twoStepEnabled,
  hasPasskeys,
  reason,
  children,
}: {
  twoStepEnabled?: boolean
  hasPasskeys?: boolean
  reason?: ProofReason
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    void afterFirstPage().then(loadDialog)
  }, [])
  const settle = useRef<(proved: boolean) => void>(undefined)
  const prove = useCallback<Prove>(
    () =>
      new Promise<boolean>((resolve) => {
        settle.current = resolve
        setOpen(true)
      }),
    [],
  )
  const close = (proved: boolean) => {
    setOpen(false)
    settle.current?.(proved)
    settle.current = undefined
  }
  return (
    <ProveContext value={prove}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <VerifyIdentityDialog
            twoStepEnabled={twoStepEnabled}
            hasPasskeys={hasPasskeys}
            reason={reason}
            onVerified={() => close(true)}
            onCancel={() => close(false)}
          />
        </Suspense>
      )}
    </ProveContext>
  )
}

/** The answer of `withProof` when the developer closed the dialog instead of proving. */
export const NOT_PROVED = Symbol('not proved')

/**
 * Runs a call that may need a fresh proof: on 31008 the dialog asks for it, and the call runs once
 * more after it; NOT_PROVED when the developer cancelled. Any other failure is thrown as it came.
 */
export function useWithProof() {
  const prove = use(ProveContext)
  if (!prove) throw new Error('useWithProof needs a RecentProofProvider')
  return useCallback(
    async <T,>(call: () => Promise<T>): Promise<T | typeof NOT_PROVED> => {
      try {
        return await call()
      } catch (error) {
        if (!(error instanceof ApiError && error.code === Code.proofRequired)) throw error
      }
      if (!(await prove())) return NOT_PROVED
      return call()
    },
    [prove],
  )
}
