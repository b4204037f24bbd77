import { Badge, Card, Flex, Link, List, SimpleGrid, Text, Box } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { ContentLoading } from '@/components/content/content-loading'
import { FilterBar, useFilterParam } from '@/components/content/filter-bar'
import { PageHeader } from '@/components/content/page-header'
import { useContent } from '@/hooks/use-content'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'

/** /serviceProvider: certified partners, filtered by category (`?category=`). */
export function ServiceProvidersScreen() {
  const { t } = useTranslation()
  const title = useRouteTitle()
  useDocumentTitle(title)
  const [category, setCategory] = useFilterParam('category')
  const content = useContent('service-providers')
  if (!content) return <ContentLoading title={title} />
  const names = new Map(content.categories.map((c) => [c.id, c.name]))
  const providers = content.providers.filter((p) => !category || p.categories.includes(category))
  return (
    <Box>
      <PageHeader title={title} lead={content.description} />
      <FilterBar
        label={t('providers.filter')}
        value={category}
        onChange={setCategory}
        options={[
          { value: '', label: t('providers.all') },
          ...content.categories.map((c) => ({ value: c.id, label: c.name })),
        ]}
      />
      <Text role="status" fontSize="sm" color="fg.muted" mb="4">
        {providers.length === 0
          ? t('providers.empty')
          : t('providers.count', { count: providers.length })}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {providers.map((provider) => (
          <Card.Root as="article" key={provider.id} size="sm">
            <Card.Body gap="2">
              <Text as="h2" fontWeight="semibold" fontSize="lg">
                {provider.name}
              </Text>
              <Flex gap="1.5" wrap="wrap">
                {provider.categories.map((id) => (
                  <Badge key={id} variant="subtle">
                    {names.get(id)}
                  </Badge>
                ))}
              </Flex>
              <Text fontSize="sm" color="fg.muted">
                {provider.summary}
              </Text>
              <Text fontSize="sm" fontWeight="semibold">
                {t('providers.services')}
              </Text>
              <List.Root ps="5" listStyleType="disc" fontSize="sm">
                {provider.services.map((service) => (
                  <List.Item key={service}>{service}</List.Item>
                ))}
              </List.Root>
              <Text fontSize="sm">
                {t('providers.city')}: {provider.city}
              </Text>
              <Text fontSize="sm" overflowWrap="anywhere">
                {t('providers.email')}:{' '}
                <Link href={`mailto:${provider.email}`} color="brand.fg">
                  {provider.email}
                </Link>
              </Text>
              {provider.website && (
                <Text fontSize="sm" overflowWrap="anywhere">
                  {t('providers.website')}:{' '}
                  <Link href={provider.website} color="brand.fg" rel="noopener noreferrer">
                    {provider.website.replace(/^https:\/\//, '')}
                  </Link>
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  )
}
