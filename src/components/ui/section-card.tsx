import { Card, Heading } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A section of a page as an outlined card, named by its heading (a landmark screen readers list). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}
