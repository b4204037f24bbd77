import { Box, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface PageHeaderProps {
  title: string
  lead?: string
  /** Above the title (a section name, a date). */
  eyebrow?: ReactNode
  children?: ReactNode
}

/** Every content page starts with this: its one <h1>, and a lead paragraph. */
export function PageHeader({ title, lead, eyebrow, children }: PageHeaderProps) {
  return (
    <Box as="header" mb="8">
      {eyebrow && (
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg" mb="1">
          {eyebrow}
        </Text>
      )}
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="3" overflowWrap="anywhere">
        {title}
      </Heading>
      {lead && (
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="3xl">
          {lead}
        </Text>
      )}
      {children}
    </Box>
  )
}
