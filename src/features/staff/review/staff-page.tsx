import { ButtonGroup, IconButton, Pagination, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { PageIntro } from '@/components/ui/page-intro'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useTranslation } from '@/lib/i18n-core'
import '@/lib/staff-review-messages'

// What the staff console's review screens share: the page frame, the loading stand-in and the
// pager. The console's layout (src/app/layouts/staff-layout.tsx: navigation, sign-out, the
// page's width and margins) is around them.

/** A staff page: its one h1, then its sections. */
export function StaffPage({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <Stack gap="6" minWidth="0">
      <PageIntro title={title} description={description} size="2xl" />
      {children}
    </Stack>
  )
}

export function Loading() {
  const { t } = useTranslation()
  return (
    <Stack gap="3" aria-busy="true">
      <Text>{t('staffReview.loading')}</Text>
      <Skeleton height="12" />
      <Skeleton height="12" />
      <Skeleton height="12" />
    </Stack>
  )
}

/** The pages of a list, as buttons; the page itself is kept by the caller (in the URL). */
export function Pager({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number
  pageSize: number
  total: number
  onChange: (page: number) => void
}) {
  const { t } = useTranslation()
  return (
    <Pagination.Root
      count={total}
      pageSize={pageSize}
      page={page}
      siblingCount={1}
      onPageChange={(details) => onChange(details.page)}
      translations={{
        rootLabel: t('staffReview.pagination'),
        prevTriggerLabel: t('staffReview.prevPage'),
        nextTriggerLabel: t('staffReview.nextPage'),
        itemLabel: ({ page: item }) => t('staffReview.page', { page: item }),
      }}
    >
      <ButtonGroup variant="ghost" size="sm" flexWrap="wrap" gap="1">
        <Pagination.PrevTrigger asChild>
          <IconButton>‹</IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton>›</IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  )
}

/** A muted box that says a list is empty. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Text borderWidth="1px" rounded="md" padding="8" textAlign="center" color="fg.muted" bg="bg">
      {children}
    </Text>
  )
}
