import { Box, Heading } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A titled part of a content page: an <h2> that also labels the region. */
export function ContentSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <Box as="section" aria-labelledby={id} mt="10">
      <Heading as="h2" id={id} size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  )
}
