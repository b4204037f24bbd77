import { Box, Flex, Heading, Link, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { ContentLoading } from '@/components/content/content-loading'
import { NotFoundState } from '@/components/content/not-found-state'
import { PageHeader } from '@/components/content/page-header'
import { Prose } from '@/components/content/prose'
import { paths } from '@/config/paths'
import { useContent } from '@/hooks/use-content'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'
import { HelpNav } from './help-nav'
import { QuestionList } from './question-list'
import { useCentre } from './use-centre'

/**
 * faqInfo?id=: one answer with related questions and the previous and next question of the
 * centre. Without an id: every question, by category.
 */
export function FaqAnswerScreen() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('id')
  const centre = useCentre()
  const routeTitle = useRouteTitle()
  const help = useContent('help')
  const content = help?.[centre]
  const all = content?.categories.flatMap((category) => category.questions) ?? []
  const index = all.findIndex((question) => question.id === id)
  const question = all[index]
  useDocumentTitle(
    !help
      ? routeTitle
      : id === null
        ? t('help.faqInfo')
        : (question?.title ?? t('help.questionNotFound')),
  )
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 })
  }, [id])

  if (!content) return <ContentLoading title={routeTitle} />
  if (id === null) {
    return (
      <Box>
        <PageHeader eyebrow={content.title} title={t('help.faqInfo')} lead={t('help.allLead')} />
        <HelpNav centre={centre} />
        {content.categories.map((category) => (
          <Box as="section" key={category.id} aria-labelledby={`all-${category.id}`} mb="8">
            <Heading as="h2" id={`all-${category.id}`} size="md" mb="3">
              {category.title}
            </Heading>
            <QuestionList centre={centre} questions={category.questions} />
          </Box>
        ))}
      </Box>
    )
  }
  if (!question) {
    return (
      <NotFoundState
        title={t('help.questionNotFound')}
        text={t('help.questionNotFoundText', { id })}
        back={{
          to: paths.help.home(centre),
          label: t('help.backToCentre', { centre: content.title }),
        }}
      />
    )
  }
  const category = content.categories.find((c) => c.id === question.categoryId)
  const related = question.related.flatMap((relatedId) => all.filter((q) => q.id === relatedId))
  const previous = all[index - 1]
  const next = all[index + 1]
  return (
    <Box as="article">
      <PageHeader
        eyebrow={
          category && (
            <Link asChild color="brand.fg">
              <RouterLink to={paths.help.faq(centre, category.id)}>{category.title}</RouterLink>
            </Link>
          )
        }
        title={question.title}
      >
        <Text mt="2" fontSize="sm" color="fg.muted">
          {t('help.updated', { date: question.updated })}
        </Text>
      </PageHeader>
      <HelpNav centre={centre} />
      <Prose body={question.body} maxW="3xl" />
      {related.length > 0 && (
        <Box as="section" aria-labelledby="faq-related" mt="10">
          <Heading as="h2" id="faq-related" size="md" mb="3">
            {t('help.related')}
          </Heading>
          <QuestionList centre={centre} questions={related} />
        </Box>
      )}
      <Flex
        as="nav"
        aria-label={`${t('help.previous')} / ${t('help.next')}`}
        mt="10"
        pt="6"
        borderTopWidth="1px"
        gap="4"
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
      >
        {previous ? (
          <Link asChild color="brand.fg" maxW={{ sm: '45%' }}>
            <RouterLink to={paths.help.faqInfo(centre, previous.id)} rel="prev">
              ← {t('help.previous')}: {previous.title}
            </RouterLink>
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link asChild color="brand.fg" maxW={{ sm: '45%' }} textAlign={{ sm: 'end' }}>
            <RouterLink to={paths.help.faqInfo(centre, next.id)} rel="next">
              {t('help.next')}: {next.title} →
            </RouterLink>
          </Link>
        )}
      </Flex>
    </Box>
  )
}
