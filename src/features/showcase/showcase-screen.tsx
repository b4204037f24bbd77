import { Box, Card, Flex, Image, Link, SimpleGrid, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { ContentLoading } from '@/components/content/content-loading'
import { FilterBar, useFilterParam } from '@/components/content/filter-bar'
import { PageHeader } from '@/components/content/page-header'
import { paths } from '@/config/paths'
import { useContent } from '@/hooks/use-content'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'

/** /{slug}Show: showcased apps in a grid, filtered by category (`?category=`). */
export function ShowcaseScreen() {
  const { t } = useTranslation()
  const title = useRouteTitle()
  useDocumentTitle(title)
  const [category, setCategory] = useFilterParam('category')
  const showcase = useContent('showcase')
  if (!showcase) return <ContentLoading title={title} />
  const names = new Map(showcase.categories.map((c) => [c.id, c.name]))
  const apps = showcase.apps.filter((app) => !category || app.category === category)
  return (
    <Box>
      <PageHeader title={title} lead={showcase.description} />
      <FilterBar
        label={t('showcase.filter')}
        value={category}
        onChange={setCategory}
        options={[
          { value: '', label: t('showcase.all') },
          ...showcase.categories.map((c) => ({ value: c.id, label: c.name })),
        ]}
      />
      <Text role="status" fontSize="sm" color="fg.muted" mb="4">
        {apps.length === 0 ? t('showcase.empty') : t('showcase.count', { count: apps.length })}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
        {apps.map((app) => (
          <Card.Root as="li" key={app.id} size="sm">
            <Card.Body>
              <Flex gap="3" align="flex-start">
                <Image src={app.icon.src} alt="" boxSize="14" rounded="xl" flexShrink={0} />
                <Box minW="0">
                  <Text as="h2" fontWeight="semibold">
                    <Link asChild color="brand.fg">
                      <RouterLink to={paths.showcaseApp(app.id)}>{app.name}</RouterLink>
                    </Link>
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {names.get(app.category)} · {app.developer}
                  </Text>
                  <Text fontSize="sm" mt="1">
                    {app.summary}
                  </Text>
                </Box>
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  )
}
