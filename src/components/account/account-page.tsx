import { Alert, Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/hooks/use-document-title'

interface AccountPageProps {
  title: string
  description?: ReactNode
  children: ReactNode
}

/** The frame of the signed-in account pages: the page's one h1, then its sections. */
export function AccountPage({ title, description, children }: AccountPageProps) {
  useDocumentTitle(title)
  return (
    <Container maxWidth="4xl" paddingY={{ base: '6', md: '10' }} paddingX={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {description && <Text color="fg.muted">{description}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
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
