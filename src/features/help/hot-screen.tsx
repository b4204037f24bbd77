import { Box } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { ContentLoading } from '@/components/content/content-loading'
import { PageHeader } from '@/components/content/page-header'
import { useContent } from '@/hooks/use-content'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'
import { HelpNav } from './help-nav'
import { hotQuestions, QuestionList } from './question-list'
import { useCentre } from './use-centre'

/** hot: the most-read questions, by their `hot` rank. */
export function HotScreen() {
  const { t } = useTranslation()
  const centre = useCentre()
  const title = useRouteTitle()
  useDocumentTitle(title)
  const help = useContent('help')
  if (!help) return <ContentLoading title={title} />
  const content = help[centre]
  const questions = hotQuestions(content.categories.flatMap((category) => category.questions))
  return (
    <Box>
      <PageHeader eyebrow={content.title} title={title} lead={t('help.hotLead')} />
      <HelpNav centre={centre} />
      <QuestionList centre={centre} questions={questions} ordered />
    </Box>
  )
}
