import { Box, Card, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { ContentLoading } from '@/components/content/content-loading'
import { PageHeader } from '@/components/content/page-header'
import { paths } from '@/config/paths'
import { useContent } from '@/hooks/use-content'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'
import { HelpNav, HelpSearchForm } from './help-nav'
import { hotQuestions, QuestionList } from './question-list'
import { useCentre } from './use-centre'

/** /commonProblem, /commonGameProblem: search, the categories and the most-read questions. */
export function HelpHomeScreen() {
  const { t } = useTranslation()
  const centre = useCentre()
  const routeTitle = useRouteTitle()
  const help = useContent('help')
  useDocumentTitle(routeTitle)
  if (!help) return <ContentLoading title={routeTitle} />
  const content = help[centre]
  const all = content.categories.flatMap((category) => category.questions)
  return (
    <Box>
      <PageHeader eyebrow={content.title} title={routeTitle} lead={content.description}>
        <Box mt="6">
          <HelpSearchForm centre={centre} />
        </Box>
      </PageHeader>
      <HelpNav centre={centre} />
      <Box as="section" aria-labelledby="help-categories" mb="10">
        <Heading as="h2" id="help-categories" size="lg" mb="4">
          {t('help.categories')}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {content.categories.map((category) => (
            <Card.Root key={category.id} size="sm">
              <Card.Body gap="2">
                <Heading as="h3" size="md">
                  <Link asChild color="brand.fg">
                    <RouterLink to={paths.help.faq(centre, category.id)}>
                      {category.title}
                    </RouterLink>
                  </Link>
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {category.description}
                </Text>
                <Text fontSize="sm">
                  {t('help.questionCount', { count: category.questions.length })}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Box>
      <Box as="section" aria-labelledby="help-hot">
        <Heading as="h2" id="help-hot" size="lg" mb="4">
          {t('help.hot')}
        </Heading>
        <QuestionList centre={centre} questions={hotQuestions(all).slice(0, 8)} ordered />
        <Link asChild mt="4" display="inline-block" color="brand.fg">
          <RouterLink to={paths.help.hot(centre)}>{t('help.viewAll')}</RouterLink>
        </Link>
      </Box>
    </Box>
  )
}
