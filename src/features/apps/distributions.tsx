import { Alert, Badge, Box, HStack, Link, List, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { releaseAtVendor, useListVendors } from '@generated/api/vendors/vendors'
import type { App, AppVersion, Distribution, DistributionState } from '@generated/model'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { paths } from '@/config/paths'
import { formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { CallError } from './call-error'
import { useAppAction } from './use-app-calls'

// A version the alliance approved goes to each vendor the developer is bound to, where it has a
// state of its own (design.md, section 14): the vendor reviews it, the developer releases it there.

// Colour says the same as the text, never instead of it (WCAG 1.4.1): the text is always shown.
const statePalettes: Record<DistributionState, 'orange' | 'blue' | 'red' | 'green' | 'yellow'> = {
  pending: 'orange',
  approved: 'blue',
  rejected: 'red',
  released: 'green',
  offline: 'yellow',
}

/** A vendor's name in the page's language. */
const vendorName = (distribution: Distribution, language: string) =>
  language === 'en' ? distribution.vendorNameEn : distribution.vendorNameZh

/**
 * The version at each vendor: its state there, when that changed, the vendor's comment, and
 * "release at <vendor>" where the vendor approved it (asked first: it cannot be undone). Nothing
 * before the alliance's approval.
 */
export function Distributions({
  app,
  version,
  label,
}: {
  app: App
  version: AppVersion
  /** The version's label ("1.1.0 (versionCode 2)"). */
  label: string
}) {
  const { t } = useTranslation()
  const { error, run } = useAppAction(app.id)
  if (version.distributions.length === 0) return null
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="medium">
        {t('apps.distributions.title')}
      </Text>
      <List.Root
        variant="plain"
        gap="3"
        aria-label={t('apps.distributions.listLabel', { version: label })}
        borderStartWidth="2px"
        paddingStart="3"
      >
        {version.distributions.map((distribution) => (
          <DistributionItem
            key={distribution.vendorCode}
            distribution={distribution}
            label={label}
            onRelease={(vendor) =>
              run(
                () =>
                  releaseAtVendor({ versionId: version.id, vendorCode: distribution.vendorCode }),
                t('apps.distributions.released', { vendor, version: label }),
              )
            }
          />
        ))}
      </List.Root>
      {error !== undefined && <CallError error={error} />}
    </Stack>
  )
}

function DistributionItem({
  distribution,
  label,
  onRelease,
}: {
  distribution: Distribution
  label: string
  onRelease: (vendor: string) => Promise<void>
}) {
  const { t, i18n } = useTranslation()
  const vendor = vendorName(distribution, i18n.language)
  const { state, comment } = distribution
  return (
    <List.Item display="block" aria-label={vendor} data-vendor={distribution.vendorCode}>
      <Stack gap="2">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="medium">{vendor}</Text>
          <Badge variant="subtle" size="md" colorPalette={statePalettes[state]} data-state={state}>
            {t(`apps.distributions.state.${state}`)}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {t('apps.distributions.updatedAt', { date: formatDateTime(distribution.updatedAt) })}
          </Text>
        </HStack>
        {comment && (
          <Box
            as="figure"
            borderStartWidth="4px"
            borderColor={state === 'rejected' ? 'red.500' : 'border.emphasized'}
            paddingStart="3"
          >
            <Text as="figcaption" fontSize="sm" color="fg.muted">
              {t('apps.distributions.comment')}
            </Text>
            <Text as="blockquote" wordBreak="break-word">
              {comment}
            </Text>
          </Box>
        )}
        {state === 'approved' && (
          <Box>
            <ConfirmDialog
              triggerLabel={t('apps.distributions.release', { vendor })}
              triggerProps={{ variant: 'solid', colorPalette: 'brand', size: 'sm' }}
              title={t('apps.distributions.releaseTitle', { vendor, version: label })}
              confirmLabel={t('apps.distributions.releaseConfirm')}
              onConfirm={() => onRelease(vendor)}
            >
              {t('apps.distributions.releaseText', { vendor })}
            </ConfirmDialog>
          </Box>
        )}
      </Stack>
    </List.Item>
  )
}

/**
 * Where no vendor account is bound (and vendors are open for binding), approved versions go to no
 * vendor: the way to bind one. A failed read shows nothing: the versions do not depend on it.
 */
export function VendorBindingHint() {
  const { t } = useTranslation()
  const { data } = useListVendors({ query: { meta: { silent: true } } })
  if (!data || data.list.length === 0 || data.list.some((vendor) => vendor.binding)) return null
  return (
    <Alert.Root status="info" as="aside" aria-label={t('apps.distributions.toVendors')}>
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Description>{t('apps.distributions.noBinding')}</Alert.Description>
        <Link asChild variant="underline" colorPalette="brand" alignSelf="flex-start">
          <RouterLink to={paths.account.vendors}>{t('apps.distributions.toVendors')}</RouterLink>
        </Link>
      </Alert.Content>
    </Alert.Root>
  )
}
