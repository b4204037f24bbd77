import { Alert, Button } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { PageIntro } from '@/components/ui/plain'
import { useDocumentTitle } from '@/hooks/use-document-title'

interface AccountPageProps {
  title: string
  description?: ReactNode
  children: ReactNode
}

/**
 * The frame of the signed-in account pages: the page's one h1, then its sections. Plain elements
 * (src/theme/account-page.ts): every account page renders it.
 */
export function AccountPage({ title, description, children }: AccountPageProps) {
  useDocumentTitle(title)
  return (
    <div className="account-page">
      <PageIntro title={title} description={description} size="2xl" />
      {children}
    </div>
  )
}

/** A failed read, with a way to try again. */
export function LoadError({
  title,
  retryLabel,
  onRetry,
}: {
  title: string
  retryLabel: string
  onRetry: () => void
}) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Title flex="1">{title}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert.Root>
  )
}
