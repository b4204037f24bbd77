import { Box, Button, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { PageHeader } from './page-header'

export interface NotFoundStateProps {
  title: string
  text: string
  /** Where to go instead, and its label. */
  back: { to: string; label: string }
}

/** An unknown id or slug on a page that exists (`faqInfo?id=nope`): say so, offer a way on. */
export function NotFoundState({ title, text, back }: NotFoundStateProps) {
  return (
    <Box as="section">
      <PageHeader title={title} />
      <Text mb="6">{text}</Text>
      <Button asChild>
        <RouterLink to={back.to}>{back.label}</RouterLink>
      </Button>
    </Box>
  )
}
