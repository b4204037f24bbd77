import { Box, Flex, Heading, Link, List, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { NavLink, useParams } from 'react-router-dom'
import { ContentLoading } from '@/components/content/content-loading'
import { NotFoundState } from '@/components/content/not-found-state'
import { PageHeader } from '@/components/content/page-header'
import { paths } from '@/config/paths'
import { useContent } from '@/hooks/use-content'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'
import { HelpNav } from './help-nav'
import { QuestionList } from './question-list'
import { useCentre } from './use-centre'

/** faq/{id}: one category's questions, with the other categories beside them. */
export function FaqCategoryScreen() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const centre = useCentre()
  const routeTitle = useRouteTitle()
  const help = useContent('help')
  const content = help?.[centre]
  const category = content?.categories.find((c) => c.id === id)
  useDocumentTitle(category?.title ?? (help ? t('help.categoryNotFound') : routeTitle))
  // Spec section 2: moving to another category starts at the top of the new one.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 })
  }, [id])

  if (!content) return <ContentLoading title={routeTitle} />
  if (!category) {
    return (
      <NotFoundState
        title={t('help.categoryNotFound')}
        text={t('help.categoryNotFoundText', { id })}
        back={{
          to: paths.help.home(centre),
          label: t('help.backToCentre', { centre: content.title }),
        }}
      />
    )
  }
  return (
    <Box>
      <PageHeader eyebrow={content.title} title={category.title} lead={category.description} />
      <HelpNav centre={centre} />
      <Flex
        gap="10"
        direction={{ base: 'column', md: 'row-reverse' }}
        align={{ base: 'stretch', md: 'flex-start' }}
      >
        <Box flex="1" minW="0">
          <QuestionList centre={centre} questions={category.questions} />
        </Box>
        <Box
          as="nav"
          aria-labelledby="faq-categories"
          w={{ base: 'full', md: '60' }}
          flexShrink={0}
        >
          <Heading as="h2" id="faq-categories" size="sm" mb="3">
            {t('help.categories')}
          </Heading>
          <List.Root gap="1.5" listStyleType="none">
            {content.categories.map((c) => (
              <List.Item key={c.id}>
                <Link
                  asChild
                  color="fg"
                  _currentPage={{ color: 'brand.fg', fontWeight: 'semibold' }}
                >
                  <NavLink to={paths.help.faq(centre, c.id)}>
                    {c.title}{' '}
                    <Text as="span" color="fg.muted" fontSize="sm">
                      ({c.questions.length})
                    </Text>
                  </NavLink>
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      </Flex>
    </Box>
  )
}
