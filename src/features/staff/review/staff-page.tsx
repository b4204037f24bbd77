import { Skeleton, Stack, Text } from '@chakra-ui/react'
import type { ComponentProps, ReactNode } from 'react'
import { PageIntro } from '@/components/ui/page-intro'
import { Pager as SharedPager } from '@/components/ui/pager'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useTranslation } from '@/lib/i18n/i18n-core'
import '@/features/staff/staff-review-messages'

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

/** The staff lists' pager, with the console's words. */
export function Pager(props: Omit<ComponentProps<typeof SharedPager>, 'labels'>) {
  const { t } = useTranslation()
  return (
    <SharedPager
      {...props}
      labels={{
        root: t('staffReview.pagination'),
        prev: t('staffReview.prevPage'),
        next: t('staffReview.nextPage'),
        page: (page) => t('staffReview.page', { page }),
      }}
    />
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
