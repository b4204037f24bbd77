import { Badge, DataList, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { DistributionState, VersionState } from '@generated/model'
import { useTranslation } from '@/lib/i18n/i18n-core'

// Colour says the same as the text, never instead of it (WCAG 1.4.1): the text is always shown.
const palettes: Record<VersionState, 'orange' | 'green' | 'red' | 'gray' | 'blue'> = {
  draft: 'gray',
  inReview: 'orange',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'gray',
  released: 'blue',
  offline: 'gray',
  superseded: 'gray',
}

/** "In review", "approved"… as a coloured badge, in the page's language. */
export function VersionStateBadge({ state }: { state: VersionState }) {
  const { t } = useTranslation()
  return (
    <Badge variant="subtle" size="md" colorPalette={palettes[state]} data-state={state}>
      {t(`staffAppReview.states.${state}`)}
    </Badge>
  )
}

const distributionPalettes: Record<
  DistributionState,
  'orange' | 'green' | 'red' | 'gray' | 'blue'
> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  released: 'blue',
  offline: 'gray',
}

/** A version's state at one vendor ("pending", "released"…), as a coloured badge with its word. */
export function DistributionStateBadge({ state }: { state: DistributionState }) {
  const { t } = useTranslation()
  return (
    <Badge variant="subtle" size="md" colorPalette={distributionPalettes[state]} data-state={state}>
      {t(`staffAppReview.distributionStates.${state}`)}
    </Badge>
  )
}

/** "First release" or "update", said in words (a badge's colour alone would not say it). */
export function ReleaseBadge({ firstRelease }: { firstRelease: boolean }) {
  const { t } = useTranslation()
  return (
    <Badge variant="outline" size="md" colorPalette={firstRelease ? 'brand' : 'gray'}>
      {t(firstRelease ? 'staffAppReview.release.first' : 'staffAppReview.release.update')}
    </Badge>
  )
}

/** "1.1.0 (version code 2)", or "version code 2" when the manifest names no version. */
export function useVersionLabel() {
  const { t } = useTranslation()
  return (version: { versionName: string | null; versionCode: number }) =>
    version.versionName === null
      ? t('staffAppReview.versionCodeOnly', { code: version.versionCode })
      : t('staffAppReview.versionLabel', { name: version.versionName, code: version.versionCode })
}

/** One fact of a section: a label and its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word" minWidth="0">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  )
}

/** A section's facts, label beside value from small screens up. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }}>{children}</DataList.Root>
  )
}

/** A value the developer left out. */
export function None() {
  const { t } = useTranslation()
  return (
    <Text as="span" color="fg.muted">
      {t('staffAppReview.none')}
    </Text>
  )
}
