import { Card, Container } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { PageIntro } from '@/components/ui/page-intro'
import { useDocumentTitle } from '@/hooks/use-document-title'

interface AuthCardProps {
  title: string
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
}

/** The frame of the sign-in, sign-up and recovery screens: a titled card, centred. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  useDocumentTitle(title)
  return (
    <Container maxWidth="lg" paddingY={{ base: '6', md: '12' }}>
      <Card.Root variant="outline">
        <Card.Header>
          <PageIntro title={title} description={description} size="xl" />
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        {footer && <Card.Footer justifyContent="center">{footer}</Card.Footer>}
      </Card.Root>
    </Container>
  )
}
