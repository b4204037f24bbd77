import { Alert, Button, DataList, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom'
import { finishVendorBinding, getListVendorsQueryKey } from '@generated/api/vendors/vendors'
import type { VendorItem } from '@generated/model'
import { AccountPage } from '@/components/account/account-page'
import { paths } from '@/config/paths'
import { errorText } from '@/lib/api/error-text'
import { formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { callbackRefusal } from './refusals'
import { vendorName } from './vendor-labels'
import './vendors-messages'

/** Where the binding stands: nothing to finish, on its way, bound, or refused. */
type Outcome =
  | { state: 'nothing' }
  | { state: 'finishing' }
  | { state: 'bound'; vendor: VendorItem }
  | { state: 'refused'; error: unknown }

/** Parameters only a vendor's answer to the sign-in carries (OAuth 2.0: code and state, or error). */
const VENDOR_ANSWER = ['code', 'state', 'error']

/**
 * /account/vendors/callback?code=…&state=… (or ?error=…): where a vendor's sign-in sends the
 * browser back. The page hands the query to finishVendorBinding once (the server spends the
 * attempt at the first call, whatever its outcome), takes it out of the address so that a reload
 * does not hand it again, and shows the bound account or the refusal with what to do. A visitor
 * whose session ended signs in first and comes back here with the query (the signed-in guard's
 * redirect).
 */
export function VendorCallbackScreen() {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // The vendor's answer as it arrived: the address loses it below, the page keeps it.
  const [callback] = useState(() => search.replace(/^\?/, ''))
  const isVendorAnswer = VENDOR_ANSWER.some((name) => new URLSearchParams(callback).has(name))
  const [outcome, setOutcome] = useState<Outcome>({
    state: isVendorAnswer ? 'finishing' : 'nothing',
  })
  // React's StrictMode runs a mount's effects twice; the second run must not post the answer
  // again (the server would refuse it as spent, and the page show that instead of the binding).
  const sent = useRef(false)

  useEffect(() => {
    if (!isVendorAnswer || sent.current) return
    sent.current = true
    finishVendorBinding({ callback }).then(
      (vendor) => {
        setOutcome({ state: 'bound', vendor })
        void queryClient.invalidateQueries({ queryKey: getListVendorsQueryKey() })
      },
      (error: unknown) => setOutcome({ state: 'refused', error }),
    )
    // Reloading the page now finds nothing to finish instead of posting a spent answer.
    void navigate(pathname, { replace: true })
  }, [callback, isVendorAnswer, navigate, pathname, queryClient])

  return (
    <AccountPage title={t('titles.vendorCallback')}>
      {outcome.state === 'finishing' ? (
        <Stack
          gap="3"
          alignItems="center"
          textAlign="center"
          padding="8"
          borderWidth="1px"
          rounded="md"
        >
          <Spinner size="lg" aria-hidden="true" />
          <Stack gap="1" role="status" aria-busy="true">
            <Text fontWeight="semibold">{t('vendors.callback.finishing')}</Text>
            <Text color="fg.muted">{t('vendors.callback.finishingText')}</Text>
          </Stack>
        </Stack>
      ) : outcome.state === 'bound' ? (
        <Bound vendor={outcome.vendor} />
      ) : outcome.state === 'refused' ? (
        <Refused error={outcome.error} />
      ) : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Title>{t('vendors.callback.nothingTitle')}</Alert.Title>
            <Alert.Description>{t('vendors.callback.nothingText')}</Alert.Description>
            <ToList />
          </Alert.Content>
        </Alert.Root>
      )}
    </AccountPage>
  )
}

/** The way back to the vendor list: "back", or "bind again" after a refusal. */
function ToList({ again = false }: { again?: boolean }) {
  const { t } = useTranslation()
  return (
    <Button asChild size="sm" variant="outline" alignSelf="flex-start">
      <RouterLink to={paths.account.vendors}>
        {t(again ? 'vendors.callback.bindAgain' : 'vendors.callback.toList')}
      </RouterLink>
    </Button>
  )
}

/** The heading of a result, focused when it appears: the page changed without a navigation. */
function ResultHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <Heading ref={ref} as="h2" size="md" tabIndex={-1} outline="none">
      {children}
    </Heading>
  )
}

function Bound({ vendor }: { vendor: VendorItem }) {
  const { t, i18n } = useTranslation()
  const name = vendorName(vendor, i18n.language)
  const { binding } = vendor
  return (
    <Alert.Root status="success" role="status" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <ResultHeading>{t('vendors.callback.successTitle', { vendor: name })}</ResultHeading>
        {binding && (
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('vendors.accountName')}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">
                {binding.vendorDeveloperName ?? t('vendors.noName')}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('vendors.accountId')}</DataList.ItemLabel>
              <DataList.ItemValue fontFamily="mono" wordBreak="break-all">
                {binding.vendorDeveloperId}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('vendors.boundAt')}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(binding.boundAt)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        )}
        <Text>{t('vendors.callback.successText', { vendor: name })}</Text>
        <ToList />
      </Alert.Content>
    </Alert.Root>
  )
}

/** The refusal in plain words, what to do about it, and the way to start again. */
function Refused({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const refusal = callbackRefusal(error)
  const title = refusal
    ? t(`vendors.callback.refusal.${refusal}.title`)
    : t('vendors.callback.failedTitle')
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <ResultHeading>{title}</ResultHeading>
        {!refusal && <Text>{errorText(error)}</Text>}
        <Text>
          {refusal
            ? t(`vendors.callback.refusal.${refusal}.todo`)
            : t('vendors.callback.failedTodo')}
        </Text>
        <ToList again={refusal !== 'alreadyBound'} />
      </Alert.Content>
    </Alert.Root>
  )
}
