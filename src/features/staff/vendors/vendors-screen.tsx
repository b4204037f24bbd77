import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Heading,
  HStack,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type MouseEvent } from 'react'
import { getStaffVendorsQueryKey, useStaffVendors } from '@generated/api/staff/staff'
import type { StaffVendorList, Vendor } from '@generated/model'
import { LoadError } from '@/components/account/account-page'
import { CopyStatus } from '@/components/second-factor/copy-status'
import { useCopy } from '@/components/second-factor/use-copy'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { formatSize } from '../app-review/format-size'
import { Fact, Facts } from '../app-review/version-state-badge'
import { EmptyState, Loading, StaffPage } from '../review/staff-page'
import { vendorName } from '../session/staff-session'
import { VendorFormDialog } from './vendor-form-dialog'
import './vendors-messages'

/**
 * /staff/vendors (the alliance's admins): every vendor with what the portal uses of it (its
 * authorisation server and client, how its developers are identified and qualified, its limits,
 * whether the server finds its secret) and the redirect URI to give it; add one or edit one. The
 * secret is never here: the page says where it is set.
 */
export function VendorsScreen() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { data, isPending, isError, refetch } = useStaffVendors({
    query: { meta: { silent: true } },
  })
  const [editing, setEditing] = useState<{ vendor?: Vendor }>()
  const [dialogOpen, setDialogOpen] = useState(false)
  const [opening, setOpening] = useState(0)
  const opener = useRef<HTMLElement | null>(null)

  function open(vendor: Vendor | undefined, event: MouseEvent<HTMLElement>) {
    // Focus goes back to the button that opened the form when it closes.
    opener.current = event.currentTarget
    setEditing({ vendor })
    setOpening((count) => count + 1)
    setDialogOpen(true)
  }

  /** The vendor as saved: replaced in the list, or added to it (by code, as the list is). */
  const saved = (vendor: Vendor) =>
    queryClient.setQueryData(getStaffVendorsQueryKey(), (old: StaffVendorList | undefined) => {
      if (!old) return old
      const others = old.list.filter((item) => item.code !== vendor.code)
      return { list: [...others, vendor].sort((a, b) => a.code.localeCompare(b.code)) }
    })

  return (
    <StaffPage title={t('staffVendors.title')} description={t('staffVendors.description')}>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('staffVendors.secretTitle')}</Alert.Title>
          <Alert.Description>{t('staffVendors.secretText')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button
        colorPalette="brand"
        alignSelf="flex-start"
        onClick={(event) => open(undefined, event)}
      >
        {t('staffVendors.add')}
      </Button>
      {isPending ? (
        <Loading />
      ) : isError ? (
        <LoadError
          title={t('staffVendors.loadFailed')}
          retryLabel={t('staffVendors.retry')}
          onRetry={() => void refetch()}
        />
      ) : data.list.length === 0 ? (
        <EmptyState>{t('staffVendors.empty')}</EmptyState>
      ) : (
        <Stack gap="4">
          <Text color="fg.muted">{t('staffVendors.count', { count: data.list.length })}</Text>
          {data.list.map((vendor) => (
            <VendorCard key={vendor.code} vendor={vendor} onEdit={(event) => open(vendor, event)} />
          ))}
        </Stack>
      )}
      <VendorFormDialog
        vendor={editing?.vendor}
        open={dialogOpen}
        opening={opening}
        onClose={() => setDialogOpen(false)}
        onSaved={saved}
        finalFocus={() => opener.current}
      />
    </StaffPage>
  )
}

function VendorBadges({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation()
  return (
    <Wrap gap="2">
      <Badge variant="subtle" size="md" colorPalette={vendor.enabled ? 'green' : 'gray'}>
        {t(vendor.enabled ? 'staffVendors.badges.enabled' : 'staffVendors.badges.disabled')}
      </Badge>
      <Badge variant="subtle" size="md" colorPalette={vendor.secretConfigured ? 'blue' : 'orange'}>
        {t(vendor.secretConfigured ? 'staffVendors.badges.secret' : 'staffVendors.badges.noSecret')}
      </Badge>
      {vendor.development && (
        <Badge variant="outline" size="md" colorPalette="gray">
          {t('staffVendors.badges.development')}
        </Badge>
      )}
    </Wrap>
  )
}

function Url({ children }: { children: string }) {
  return (
    <Code size="sm" variant="surface" wordBreak="break-all" whiteSpace="normal">
      {children}
    </Code>
  )
}

/** One vendor's settings, its redirect URI to copy, and its edit button. */
function VendorCard({
  vendor,
  onEdit,
}: {
  vendor: Vendor
  onEdit: (event: MouseEvent<HTMLElement>) => void
}) {
  const { t, i18n } = useTranslation()
  const { state, copy } = useCopy()
  const name = vendorName(vendor, i18n.language)
  const size = (bytes: number | null) =>
    bytes === null ? t('staffVendors.facts.portalDefault') : formatSize(bytes, i18n.language)
  const explicit = vendor.authorizationEndpoint !== null && vendor.tokenEndpoint !== null
  return (
    <Card.Root as="section" variant="outline" bg="bg" aria-labelledby={`vendor-${vendor.code}`}>
      <Card.Header>
        <Stack gap="2">
          <HStack gap="3" flexWrap="wrap" justifyContent="space-between">
            <Heading as="h2" size="md" id={`vendor-${vendor.code}`}>
              {vendor.nameZh} / {vendor.nameEn}
            </Heading>
            {!vendor.development && (
              <Button
                size="sm"
                variant="outline"
                aria-label={t('staffVendors.editLabel', { name })}
                aria-haspopup="dialog"
                onClick={onEdit}
              >
                {t('staffVendors.edit')}
              </Button>
            )}
          </HStack>
          <VendorBadges vendor={vendor} />
        </Stack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {vendor.development && <Text color="fg.muted">{t('staffVendors.development')}</Text>}
          <Facts>
            <Fact label={t('staffVendors.facts.code')}>
              <Url>{vendor.code}</Url>
            </Fact>
            <Fact label={t('staffVendors.facts.issuer')}>
              <Url>{vendor.issuer}</Url>
            </Fact>
            <Fact label={t('staffVendors.facts.endpoints')}>
              <Stack gap="1">
                {explicit ? (
                  <>
                    <Text wordBreak="break-all">
                      {t('staffVendors.facts.authorization', { url: vendor.authorizationEndpoint })}
                    </Text>
                    <Text wordBreak="break-all">
                      {t('staffVendors.facts.token', { url: vendor.tokenEndpoint })}
                    </Text>
                  </>
                ) : (
                  <Text>{t('staffVendors.facts.discovery')}</Text>
                )}
                {vendor.userinfoEndpoint && (
                  <Text wordBreak="break-all">
                    {t('staffVendors.facts.userinfo', { url: vendor.userinfoEndpoint })}
                  </Text>
                )}
              </Stack>
            </Fact>
            <Fact label={t('staffVendors.facts.clientId')}>
              <Url>{vendor.clientId}</Url>
            </Fact>
            <Fact label={t('staffVendors.facts.scopes')}>{vendor.scopes}</Fact>
            <Fact label={t('staffVendors.facts.claims')}>
              {t('staffVendors.facts.claimsValue', {
                id: vendor.developerIdClaim,
                name: vendor.developerNameClaim,
              })}
            </Fact>
            <Fact label={t('staffVendors.facts.qualification')}>
              {vendor.qualificationClaim === null ? (
                t('staffVendors.facts.noQualification')
              ) : (
                <Stack gap="1">
                  <Text>
                    {t('staffVendors.facts.qualificationValue', {
                      claim: vendor.qualificationClaim,
                      values: vendor.qualificationValues
                        .map((value) => JSON.stringify(value))
                        .join(', '),
                    })}
                  </Text>
                  <Text color="fg.muted" wordBreak="break-all">
                    {vendor.qualificationEndpoint
                      ? t('staffVendors.facts.qualificationFrom', {
                          url: vendor.qualificationEndpoint,
                        })
                      : t('staffVendors.facts.qualificationFromUserinfo')}
                  </Text>
                </Stack>
              )}
            </Fact>
            <Fact label={t('staffVendors.facts.limits')}>
              {t('staffVendors.facts.limitsValue', {
                package: size(vendor.packageMaxBytes),
                icon: size(vendor.iconMaxBytes),
                screenshot: size(vendor.screenshotMaxBytes),
              })}
            </Fact>
            <Fact label={t('staffVendors.facts.redirectUri')}>
              <Stack gap="2" alignItems="flex-start">
                <Url>{vendor.redirectUri}</Url>
                <HStack gap="3" flexWrap="wrap">
                  <Button size="xs" variant="outline" onClick={() => copy(vendor.redirectUri)}>
                    {t('staffVendors.facts.copy')}
                  </Button>
                  <CopyStatus
                    state={state}
                    texts={{
                      copied: t('staffVendors.facts.copied'),
                      copyFailed: t('staffVendors.facts.copyFailed'),
                    }}
                  />
                </HStack>
              </Stack>
            </Fact>
          </Facts>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
