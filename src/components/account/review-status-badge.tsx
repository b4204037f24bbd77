import { Badge } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import type { ChangeRecordStatus, ProfileStatus } from '@generated/model'

/** A change record's status or a profile's status. */
export type ReviewStatus = ChangeRecordStatus | ProfileStatus

// Colour says the same as the text, never instead of it (WCAG 1.4.1): the text is always shown.
const palettes: Record<ReviewStatus, 'orange' | 'green' | 'red' | 'gray' | 'yellow'> = {
  reviewing: 'orange',
  approved: 'green',
  complete: 'green',
  rejected: 'red',
  revoked: 'gray',
  incomplete: 'yellow',
}

/** "Under review", "approved"… as a coloured badge, in the page's language. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation()
  return (
    <Badge variant="subtle" size="md" colorPalette={palettes[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  )
}
