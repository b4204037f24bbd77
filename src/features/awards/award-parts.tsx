import { Badge, Box, Button, Card, Flex, List, SimpleGrid, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { ContentLoading } from '@/components/content/content-loading'
import { ContentSection } from '@/components/content/content-section'
import { PageHeader } from '@/components/content/page-header'
import { paths } from '@/config/paths'
import { useContent } from '@/hooks/use-content'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'
import type { AwardEdition, AwardEditionKey } from '@/lib/content/types'
import { registrationState } from '@/lib/content/registration-state'
import { useToday } from '@/hooks/use-today'

export interface AwardPageProps {
  edition: AwardEditionKey
  /** The day the registration state is computed for (stories); today by default. */
  now?: Date
}

/** The frame of every award page: its title, the edition's theme, then the page's parts. */
export function AwardPage({
  edition: key,
  children,
}: {
  edition: AwardEditionKey
  children: (edition: AwardEdition) => ReactNode
}) {
  const title = useRouteTitle()
  useDocumentTitle(title)
  const awards = useContent('awards')
  if (!awards) return <ContentLoading title={title} />
  const edition = awards.editions.find((e) => e.key === key)
  if (!edition) return <ContentLoading title={title} />
  return (
    <Box>
      <PageHeader eyebrow={edition.theme} title={title} lead={edition.summary} />
      {children(edition)}
    </Box>
  )
}

export function Timeline({ edition }: { edition: AwardEdition }) {
  const { t } = useTranslation()
  return (
    <ContentSection id="award-timeline" title={t('awards.timeline')}>
      <List.Root
        as="ol"
        gap="3"
        listStyleType="none"
        borderStartWidth="2px"
        borderColor="brand.muted"
        ps="5"
      >
        {edition.timeline.map((step) => (
          <List.Item key={step.date}>
            <Text fontWeight="semibold">
              <time dateTime={step.date}>{step.date}</time>
            </Text>
            <Text>{step.label}</Text>
          </List.Item>
        ))}
      </List.Root>
    </ContentSection>
  )
}

export function Registration({ edition, now }: { edition: AwardEdition; now?: Date }) {
  const { t } = useTranslation()
  const { opens, closes } = edition.registration
  const today = useToday()
  const state = registrationState(opens, closes, now ?? today)
  return (
    <ContentSection id="award-registration" title={t('awards.registration')}>
      <Card.Root variant="subtle" mb="6">
        <Card.Body gap="3">
          <Flex gap="3" align="center" wrap="wrap">
            <Badge
              size="lg"
              colorPalette={state === 'open' ? 'green' : state === 'upcoming' ? 'blue' : 'gray'}
            >
              {t(`awards.state.${state}`)}
            </Badge>
            <Text>{t(`awards.stateText.${state}`, { opens, closes })}</Text>
          </Flex>
          {state === 'open' && (
            <Box>
              <Button asChild>
                <RouterLink to={paths.account.personal}>{t('awards.enter')}</RouterLink>
              </Button>
            </Box>
          )}
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
        <Box>
          <Text as="h3" fontWeight="semibold" fontSize="lg" mb="2">
            {t('awards.howToEnter')}
          </Text>
          <List.Root as="ol" ps="5" gap="1.5" listStyleType="decimal">
            {edition.registration.steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List.Root>
        </Box>
        <Box>
          <Text as="h3" fontWeight="semibold" fontSize="lg" mb="2">
            {t('awards.eligibility')}
          </Text>
          <List.Root ps="5" gap="1.5" listStyleType="disc">
            {edition.registration.eligibility.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        </Box>
      </SimpleGrid>
    </ContentSection>
  )
}

export function Prizes({ edition }: { edition: AwardEdition }) {
  const { t } = useTranslation()
  return (
    <ContentSection id="award-prizes" title={t('awards.prizes')}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {edition.prizes.map((prize) => (
          <Card.Root key={prize.name} size="sm">
            <Card.Body gap="1">
              <Text as="h3" fontWeight="semibold">
                {prize.name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('awards.places', { count: prize.count })}
              </Text>
              <Text fontSize="sm">{prize.reward}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </ContentSection>
  )
}

export function Rules({ edition }: { edition: AwardEdition }) {
  const { t } = useTranslation()
  return (
    <ContentSection id="award-rules" title={t('awards.rules')}>
      <List.Root as="ol" ps="5" gap="1.5" listStyleType="decimal">
        {edition.rules.map((rule) => (
          <List.Item key={rule}>{rule}</List.Item>
        ))}
      </List.Root>
    </ContentSection>
  )
}

export function Judges({ edition }: { edition: AwardEdition }) {
  const { t } = useTranslation()
  return (
    <ContentSection id="award-judges" title={t('awards.judges')}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {edition.judges.map((judge) => (
          <Box key={judge.name}>
            <Text fontWeight="semibold">{judge.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {judge.title}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </ContentSection>
  )
}

export function Criteria({ edition }: { edition: AwardEdition }) {
  const { t } = useTranslation()
  return (
    <ContentSection id="award-criteria" title={t('awards.criteria')}>
      <List.Root ps="5" gap="1.5" listStyleType="disc">
        {edition.criteria.map((criterion) => (
          <List.Item key={criterion.name}>
            <Text as="span" fontWeight="semibold">
              {criterion.name}
            </Text>{' '}
            — {t('awards.weight', { weight: criterion.weight })}
          </List.Item>
        ))}
      </List.Root>
    </ContentSection>
  )
}

function EntryGrid({
  entries,
}: {
  entries: { app: string; team: string; category: string; prize?: string; citation?: string }[]
}) {
  const { t } = useTranslation()
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {entries.map((entry) => (
        <Card.Root key={entry.app} size="sm">
          <Card.Body gap="1">
            {entry.prize && <Badge alignSelf="flex-start">{entry.prize}</Badge>}
            <Text as="h3" fontWeight="semibold" fontSize="lg">
              {entry.app}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('awards.team', { team: entry.team })} · {entry.category}
            </Text>
            {entry.citation && <Text fontSize="sm">{entry.citation}</Text>}
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}

export function Finalists({ edition }: { edition: AwardEdition }) {
  const { t } = useTranslation()
  return (
    <ContentSection id="award-finalists" title={t('awards.finalists')}>
      {edition.finalists.length > 0 ? (
        <EntryGrid entries={edition.finalists} />
      ) : (
        <Text color="fg.muted">{t('awards.noFinalists')}</Text>
      )}
    </ContentSection>
  )
}

export function Winners({ edition }: { edition: AwardEdition }) {
  const { t } = useTranslation()
  return (
    <ContentSection id="award-winners" title={t('awards.winners')}>
      {edition.winners.length > 0 ? (
        <EntryGrid entries={edition.winners} />
      ) : (
        <Text color="fg.muted">{t('awards.noWinners')}</Text>
      )}
    </ContentSection>
  )
}
