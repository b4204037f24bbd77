import { Box, Heading, Text } from '@chakra-ui/react'

export interface PagePlaceholderProps {
  title: string
}

/** Stand-in for a page whose content is not built yet. */
export function PagePlaceholder({ title }: PagePlaceholderProps) {
  return (
    <Box as="main" p="8">
      <Heading as="h1" size="2xl" mb="4">
        {title}
      </Heading>
      <Box role="status" aria-live="polite" bg="brand.subtle" color="brand.fg" p="4" rounded="md">
        <Text>This page is being prepared.</Text>
      </Box>
    </Box>
  )
}
