import { Alert, Button, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { PageIntro } from '@/components/ui/page-intro'
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
    <Stack
      position="relative"
      width="100%"
      maxWidth="4xl"
      marginX="auto"
      paddingY={{ base: '6', md: '10' }}
      paddingX={{ base: '4', md: '6' }}
      gap="6"
    >
      <PageIntro title={title} description={description} size="2xl" />
      {children}
    </Stack>
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

/** A list with nothing in it yet: what is missing, and where it comes from. */
export function EmptyNotice({ title, text }: { title: string; text: string }) {
  return (
    <Stack
      borderWidth="1px"
      rounded="md"
      padding="8"
      gap="2"
      alignItems="center"
      textAlign="center"
    >
      <Text fontWeight="semibold">{title}</Text>
      <Text color="fg.muted">{text}</Text>
    </Stack>
  )
}
