import { Badge } from '@chakra-ui/react'
import type { AppStatus, VersionBrief, VersionState } from '@generated/model'
import { useTranslation } from '@/lib/i18n/i18n-core'

// Colour says the same as the text, never instead of it (WCAG 1.4.1): the text is always shown.
const statusPalettes: Record<AppStatus, 'gray' | 'green' | 'yellow'> = {
  draft: 'gray',
  listed: 'green',
  offline: 'yellow',
}

const statePalettes: Record<VersionState, 'gray' | 'orange' | 'blue' | 'red' | 'green' | 'yellow'> =
  {
    draft: 'gray',
    inReview: 'orange',
    approved: 'blue',
    rejected: 'red',
    withdrawn: 'gray',
    released: 'green',
    offline: 'yellow',
    superseded: 'gray',
  }

/** An app's status: not listed, listed, offline. */
export function AppStatusBadge({ status }: { status: AppStatus }) {
  const { t } = useTranslation()
  return (
    <Badge variant="subtle" size="md" colorPalette={statusPalettes[status]} data-status={status}>
      {t(`apps.status.${status}`)}
    </Badge>
  )
}

/** A version's state: draft, in review, approved… */
export function VersionStateBadge({ state }: { state: VersionState }) {
  const { t } = useTranslation()
  return (
    <Badge variant="subtle" size="md" colorPalette={statePalettes[state]} data-state={state}>
      {t(`apps.state.${state}`)}
    </Badge>
  )
}

/** "1.1.0 (versionCode 2)", or "versionCode 2" for a package without a versionName. */
export function versionLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  version: Pick<VersionBrief, 'versionCode' | 'versionName'>,
): string {
  return version.versionName
    ? t('apps.version', { name: version.versionName, code: version.versionCode })
    : t('apps.versionCodeOnly', { code: version.versionCode })
}

/** The app's name in the page's language: the English one where there is one. */
export function appName(app: { nameZh: string; nameEn: string | null }, language: string): string {
  return language === 'en' && app.nameEn ? app.nameEn : app.nameZh
}

/** A size in bytes as people read it: 512 B, 40.2 KB, 3.1 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
