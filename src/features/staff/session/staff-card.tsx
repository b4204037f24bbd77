import { Card, Container } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { PageIntro } from '@/components/ui/page-intro'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** The frame of the console's sign-in and set-up: a titled card, centred. */
export function StaffCard({
  title,
  description,
  children,
  footer,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <Container maxWidth="lg" paddingX="0">
      <Card.Root variant="outline" bg="bg">
        <Card.Header>
          <PageIntro title={title} description={description} size="xl" />
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        {footer && <Card.Footer>{footer}</Card.Footer>}
      </Card.Root>
    </Container>
  )
}
