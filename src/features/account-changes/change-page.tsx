import { Card, Container, Link, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { PageIntro } from '@/components/ui/page-intro'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
// Every change screen renders this frame: its messages (`modify.*`) load with these pages.
import '@/features/account-changes/account-changes-messages'

interface ChangePageProps {
  title: string
  description?: ReactNode
  children: ReactNode
}

/** The frame of every change screen: a way back to the account centre, the title, a card. */
export function ChangePage({ title, description, children }: ChangePageProps) {
  const { t } = useTranslation()
  useDocumentTitle(title)
  return (
    <Container maxWidth="2xl" paddingY={{ base: '4', md: '10' }} paddingX={{ base: '3', md: '6' }}>
      <Stack gap="4">
        <Link asChild variant="underline" alignSelf="flex-start">
          <RouterLink to={paths.account.personal}>{t('modify.backToCentre')}</RouterLink>
        </Link>
        <Card.Root>
          <Card.Header>
            <PageIntro title={title} description={description} size="xl" />
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  )
}
