import { Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A page's title (its one h1) with what the page is for under it, in muted text. */
export function PageIntro({
  title,
  description,
  size,
}: {
  title: string
  description?: ReactNode
  size: 'xl' | '2xl'
}) {
  return (
    <Stack gap="1">
      <Heading as="h1" size={size}>
        {title}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
    </Stack>
  )
}
