import { Card, SimpleGrid, Text } from '@chakra-ui/react'

/** Short titled items (capabilities, benefits, steps) as cards; numbered when `ordered`. */
export function TitledGrid({
  items,
  ordered = false,
}: {
  items: { title: string; description: string }[]
  ordered?: boolean
}) {
  return (
    <SimpleGrid
      as={ordered ? 'ol' : 'ul'}
      columns={{ base: 1, sm: 2, lg: Math.min(items.length, 4) }}
      gap="4"
      listStyleType="none"
    >
      {items.map((item, i) => (
        <Card.Root as="li" key={item.title} size="sm">
          <Card.Body gap="1">
            <Text as="h3" fontWeight="semibold">
              {ordered ? `${i + 1}. ` : ''}
              {item.title}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {item.description}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
