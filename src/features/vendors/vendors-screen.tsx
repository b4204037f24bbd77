import {
  Alert,
  Badge,
  Button,
  DataList,
  Heading,
  HStack,
  List,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import {
  getListVendorsQueryKey,
  startVendorBinding,
  unbindVendor,
  useListVendors,
} from '@generated/api/vendors/vendors'
import type { VendorBinding, VendorItem } from '@generated/model'
import { AccountPage, EmptyNotice, LoadError } from '@/components/account/account-page'
import {
  NOT_PROVED,
  RecentProofProvider,
  useWithProof,
} from '@/components/recent-proof/recent-proof'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toaster } from '@/components/ui/toaster'
import { errorText } from '@/lib/api/error-text'
import { formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { listRefusal } from './refusals'
import { DevelopmentBadge, vendorName } from './vendor-labels'
import { vendorSignIn } from './vendor-sign-in'
import './vendors-messages'

/**
 * /account/vendors: each vendor of the alliance open for binding, with the developer account bound
 * there (its name and id, since when) and "unbind", or "bind", which leaves for the vendor's
 * sign-in page; the vendor sends the browser back to /account/vendors/callback. Binding and
 * unbinding ask for a recent proof that the developer is at the keyboard (31008).
 */
export function VendorsScreen() {
  const { t } = useTranslation()
  const { data, isPending, isError, refetch } = useListVendors({
    // The failure is shown on the page, with a retry: no toast as well.
    query: { meta: { silent: true } },
  })
  return (
    <AccountPage title={t('titles.vendors')} description={t('vendors.description')}>
      <RecentProofProvider
        reason={{ text: t('vendors.proof.text'), textTwoStep: t('vendors.proof.textTwoStep') }}
      >
        {isPending ? (
          <Stack gap="3" aria-busy="true">
            <Text>{t('vendors.loading')}</Text>
            <Skeleton height="28" />
            <Skeleton height="28" />
          </Stack>
        ) : isError ? (
          <LoadError
            title={t('vendors.loadFailed')}
            retryLabel={t('vendors.retry')}
            onRetry={() => void refetch()}
          />
        ) : data.list.length === 0 ? (
          <EmptyNotice title={t('vendors.empty')} text={t('vendors.emptyText')} />
        ) : (
          <List.Root variant="plain" gap="4" aria-label={t('vendors.list')}>
            {data.list.map((vendor) => (
              <VendorCard key={vendor.code} vendor={vendor} />
            ))}
          </List.Root>
        )}
      </RecentProofProvider>
    </AccountPage>
  )
}

/** One vendor: its names and badges, the binding there or the way to make one, and a refusal. */
function VendorCard({ vendor }: { vendor: VendorItem }) {
  const { t, i18n } = useTranslation()
  const headingId = useId()
  const name = vendorName(vendor, i18n.language)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [refusal, setRefusal] = useState<string>()
  const queryClient = useQueryClient()
  const reread = () => queryClient.invalidateQueries({ queryKey: getListVendorsQueryKey() })

  /**
   * Says why the call was refused, and reads the list again where it no longer holds. A vendor
   * closed for binding leaves the list with its card: that is said in a toast.
   */
  async function refused(error: unknown) {
    const known = listRefusal(error)
    const text = known ? t(`vendors.refusal.${known.key}`) : errorText(error)
    if (known?.key === 'vendorUnknown') toaster.error({ title: text })
    else setRefusal(text)
    if (known?.reread) await reread()
  }

  return (
    <List.Item
      display="block"
      borderWidth="1px"
      rounded="md"
      padding="4"
      aria-labelledby={headingId}
      data-vendor={vendor.code}
    >
      <Stack gap="3">
        <HStack gap="3" flexWrap="wrap">
          <Heading as="h2" size="md" id={headingId} ref={headingRef} tabIndex={-1} outline="none">
            {name}
          </Heading>
          {vendor.development && <DevelopmentBadge />}
          <Badge variant="subtle" size="md" colorPalette={vendor.binding ? 'green' : 'gray'}>
            {t(vendor.binding ? 'vendors.bound' : 'vendors.notBound')}
          </Badge>
        </HStack>
        {vendor.development && (
          <Text fontSize="sm" color="fg.muted">
            {t('vendors.developmentText')}
          </Text>
        )}
        {vendor.binding ? (
          <>
            <BindingDetails binding={vendor.binding} />
            <UnbindButton
              vendor={vendor}
              name={name}
              describedBy={headingId}
              onStart={() => setRefusal(undefined)}
              onUnbound={async () => {
                toaster.success({ title: t('vendors.unbound', { vendor: name }) })
                await reread()
                // "Unbind" and its dialog are gone with the binding: focus stays on this vendor.
                requestAnimationFrame(() => headingRef.current?.focus())
              }}
              onRefused={refused}
            />
          </>
        ) : (
          <>
            <Text>{t('vendors.notBoundText', { vendor: name })}</Text>
            <BindButton
              vendor={vendor}
              name={name}
              describedBy={headingId}
              onStart={() => setRefusal(undefined)}
              onRefused={refused}
            />
          </>
        )}
        {refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{refusal}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </List.Item>
  )
}

/** The vendor developer account bound there: its name (if the vendor gave one), id and date. */
function BindingDetails({ binding }: { binding: VendorBinding }) {
  const { t } = useTranslation()
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <DataList.Item>
        <DataList.ItemLabel>{t('vendors.accountName')}</DataList.ItemLabel>
        <DataList.ItemValue wordBreak="break-word">
          {binding.vendorDeveloperName ?? (
            <Text as="span" color="fg.muted">
              {t('vendors.noName')}
            </Text>
          )}
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
  )
}

interface ActionProps {
  vendor: VendorItem
  /** The vendor's name in the page's language. */
  name: string
  /** The vendor's heading: which vendor the button acts on, for a screen reader. */
  describedBy: string
  onStart: () => void
  onRefused: (error: unknown) => Promise<void>
}

/**
 * "Bind": asks the server for the vendor's sign-in address (with a recent proof) and leaves for
 * it; the button stays busy while the browser goes.
 */
function BindButton({ vendor, describedBy, onStart, onRefused }: ActionProps) {
  const { t } = useTranslation()
  const withProof = useWithProof()
  const [pending, setPending] = useState(false)

  async function bind() {
    onStart()
    setPending(true)
    try {
      const answer = await withProof(() => startVendorBinding({ vendorCode: vendor.code }))
      // The developer closed the "confirm it's you" dialog: nothing happened.
      if (answer === NOT_PROVED) {
        setPending(false)
        return
      }
      vendorSignIn.go(answer.authorizationUrl)
    } catch (error) {
      setPending(false)
      await onRefused(error)
    }
  }

  return (
    <Button
      colorPalette="brand"
      alignSelf={{ base: 'stretch', sm: 'flex-start' }}
      loading={pending}
      loadingText={t('vendors.bind')}
      aria-describedby={describedBy}
      onClick={() => void bind()}
    >
      {t('vendors.bind')}
    </Button>
  )
}

/** "Unbind", asked first: what unbinding means, then the call (with a recent proof). */
function UnbindButton({
  vendor,
  name,
  describedBy,
  onStart,
  onUnbound,
  onRefused,
}: ActionProps & { onUnbound: () => Promise<void> }) {
  const { t } = useTranslation()
  const withProof = useWithProof()

  async function unbind() {
    onStart()
    try {
      // Closing the "confirm it's you" dialog leaves the binding, and this dialog, as they were.
      if ((await withProof(() => unbindVendor({ vendorCode: vendor.code }))) === NOT_PROVED) {
        return false
      }
      await onUnbound()
    } catch (error) {
      await onRefused(error)
    }
  }

  return (
    <div>
      <ConfirmDialog
        triggerLabel={t('vendors.unbind')}
        triggerProps={{ 'aria-describedby': describedBy }}
        title={t('vendors.unbindTitle', { vendor: name })}
        confirmLabel={t('vendors.unbindConfirm')}
        onConfirm={unbind}
      >
        {t('vendors.unbindText', { vendor: name })}
      </ConfirmDialog>
    </div>
  )
}
