import { Badge, Box, Field, Heading, Input, Link, List, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { ContentLoading } from '@/components/content/content-loading'
import { PageHeader } from '@/components/content/page-header'
import { isLanguage, settings, type Language } from '@/config/settings'
import { paths, type HelpCentre } from '@/config/paths'
import { useContentLanguages } from '@/hooks/use-content'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'
import { highlight, type FaqHit } from './faq-search'
import { HelpNav } from './help-nav'
import { hotQuestions, QuestionList } from './question-list'
import { otherCentre, useCentre } from './use-centre'
import { useFaqIndex } from './use-faq-index'

function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlight(text, terms).map((part, i) =>
        part.match ? (
          <Box as="mark" key={i} bg="yellow.200" color="inherit" rounded="xs">
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  )
}

function Results({
  hits,
  language,
  heading,
  id,
}: {
  hits: FaqHit[]
  language: Language
  heading: string
  id: string
}) {
  const { t } = useTranslation()
  return (
    <Box as="section" aria-labelledby={id} mt="8">
      <Heading as="h2" id={id} size="md" mb="1">
        {heading}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('help.resultCount', { count: hits.length })}
      </Text>
      <List.Root gap="5" listStyleType="none">
        {hits.map((hit) => (
          <List.Item key={`${hit.centre}:${hit.questionId}`} lang={hit.language}>
            <Link asChild color="brand.fg" fontWeight="semibold" overflowWrap="anywhere">
              <RouterLink to={paths.help.faqInfo(hit.centre, hit.questionId)}>
                <Highlighted text={hit.title} terms={hit.terms} />
              </RouterLink>
            </Link>
            {hit.language !== language && (
              <Badge ms="2" size="sm" variant="outline">
                {t(`help.resultLanguage.${hit.language}`)}
              </Badge>
            )}
            <Text fontSize="sm" color="fg.muted" mt="1" overflowWrap="anywhere">
              <Highlighted text={hit.snippet} terms={hit.terms} />
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  )
}

/**
 * search?q=: results as you type (200 ms after the last key), the query kept in the address,
 * matches in this centre first and the other centre's in a second group.
 */
export function SearchScreen() {
  const { t, i18n } = useTranslation()
  const centre: HelpCentre = useCentre()
  const routeTitle = useRouteTitle()
  useDocumentTitle(routeTitle)
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(() => params.get('q') ?? '')
  const query = useDebouncedValue(text.trim())
  const help = useContentLanguages('help')
  const index = useFaqIndex(help)
  const language: Language = isLanguage(i18n.language) ? i18n.language : settings.defaultLanguage

  useEffect(() => {
    setParams(
      (current) => {
        if ((current.get('q') ?? '') === query) return current
        const next = new URLSearchParams(current)
        if (query) next.set('q', query)
        else next.delete('q')
        return next
      },
      { replace: true },
    )
  }, [query, setParams])

  if (!help) return <ContentLoading title={routeTitle} />
  const content = help[language][centre]
  const other = otherCentre(centre)
  // The page and its search box show while the index is still being built; the results area says
  // it is searching.
  const searching = Boolean(query) && !index
  const results = index?.query(query, centre, language) ?? { centre: [], other: [] }
  const total = results.centre.length + results.other.length
  const hot = hotQuestions(content.categories.flatMap((c) => c.questions)).slice(0, 5)

  return (
    <Box>
      <PageHeader eyebrow={content.title} title={routeTitle} />
      <HelpNav centre={centre} />
      <Box role="search" maxW="xl">
        <Field.Root>
          <Field.Label>{t('help.searchLabel')}</Field.Label>
          <Input
            type="search"
            value={text}
            placeholder={t('help.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
          <Field.HelperText>{t('help.searchHint')}</Field.HelperText>
        </Field.Root>
      </Box>
      <Box aria-live="polite" aria-busy={searching}>
        {searching && (
          <Text mt="8" color="fg.muted">
            {t('help.searching')}
          </Text>
        )}
        {query && index && total === 0 && (
          <Box mt="8">
            <Text fontWeight="semibold">{t('help.noResults', { query })}</Text>
            <Text color="fg.muted">{t('help.noResultsHint')}</Text>
          </Box>
        )}
        {results.centre.length > 0 && (
          <Results
            id="results-centre"
            hits={results.centre}
            language={language}
            heading={t('help.resultsIn', { centre: content.title })}
          />
        )}
        {results.other.length > 0 && (
          <Results
            id="results-other"
            hits={results.other}
            language={language}
            heading={t('help.resultsIn', { centre: help[language][other].title })}
          />
        )}
      </Box>
      {(!query || (index && total === 0)) && (
        <Box as="section" aria-labelledby="search-hot" mt="10">
          <Heading as="h2" id="search-hot" size="md" mb="3">
            {t('help.hot')}
          </Heading>
          <QuestionList centre={centre} questions={hot} ordered />
        </Box>
      )}
    </Box>
  )
}
