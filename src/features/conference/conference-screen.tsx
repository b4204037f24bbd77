import {
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Flex,
  Link,
  List,
  SimpleGrid,
  Text,
} from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { ContentLoading } from '@/components/content/content-loading'
import { ContentSection } from '@/components/content/content-section'
import { PageHeader } from '@/components/content/page-header'
import { paths } from '@/config/paths'
import { useContent } from '@/hooks/use-content'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'

function Facts({ items }: { items: { label: string; value: string }[] }) {
  return (
    <DataList.Root orientation="horizontal" mt="4">
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
          <DataList.ItemValue>{item.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}

/** /active/developersConference: date, venue, agenda, speakers and replays. */
export function ConferenceScreen() {
  const { t } = useTranslation()
  const title = useRouteTitle()
  useDocumentTitle(title)
  const conference = useContent('conference')
  if (!conference) return <ContentLoading title={title} />
  const c = conference.current
  const speakers = new Map(c.speakers.map((s) => [s.id, s]))
  const days = [...new Set(c.agenda.map((item) => item.day))]
  return (
    <Box>
      <PageHeader eyebrow={c.name} title={title} lead={`${c.theme} — ${c.summary}`}>
        <Facts
          items={[
            { label: t('conference.date'), value: `${c.date} – ${c.endDate}` },
            { label: t('conference.venue'), value: `${c.venue.name}, ${c.venue.address}` },
          ]}
        />
        <Button asChild variant="outline" mt="6">
          <RouterLink to={paths.conferencePreview}>{t('conference.toPreview')}</RouterLink>
        </Button>
      </PageHeader>
      <ContentSection id="conference-agenda" title={t('conference.agenda')}>
        {days.map((day) => (
          <Box key={day} mb="6">
            <Text as="h3" fontWeight="semibold" fontSize="lg" mb="3">
              {t('conference.day', { day })}
            </Text>
            <List.Root gap="3" listStyleType="none">
              {c.agenda
                .filter((item) => item.day === day)
                .map((item) => (
                  <List.Item key={`${item.day}-${item.start}`}>
                    <Flex gap={{ base: '1', sm: '4' }} direction={{ base: 'column', sm: 'row' }}>
                      <Text as="span" fontFamily="mono" fontSize="sm" minW="28" color="fg.muted">
                        {item.start}–{item.end}
                      </Text>
                      <Box>
                        <Text fontWeight="medium">{item.title}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {item.speakers.map((id) => speakers.get(id)?.name).join(', ')}
                        </Text>
                      </Box>
                    </Flex>
                  </List.Item>
                ))}
            </List.Root>
          </Box>
        ))}
      </ContentSection>
      <ContentSection id="conference-speakers" title={t('conference.speakers')}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {c.speakers.map((speaker) => (
            <Card.Root key={speaker.id} size="sm">
              <Card.Body gap="1">
                <Text as="h3" fontWeight="semibold" fontSize="lg">
                  {speaker.name}
                </Text>
                <Text fontSize="sm" color="brand.fg">
                  {speaker.title}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {speaker.bio}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </ContentSection>
      <ContentSection id="conference-replays" title={t('conference.replays')}>
        {c.replays.length === 0 ? (
          <Text color="fg.muted">{t('conference.noReplays')}</Text>
        ) : (
          <List.Root gap="2" ps="5" listStyleType="disc">
            {c.replays.map((replay) => (
              <List.Item key={replay.href}>
                <Link href={replay.href} color="brand.fg" rel="noopener noreferrer">
                  {t('conference.watch', { title: replay.title })}
                </Link>{' '}
                <Badge variant="outline">
                  {t('conference.minutes', { minutes: replay.minutes })}
                </Badge>
              </List.Item>
            ))}
          </List.Root>
        )}
      </ContentSection>
    </Box>
  )
}

/** /active/developersConference/preview: the next conference. */
export function ConferencePreviewScreen() {
  const { t } = useTranslation()
  const title = useRouteTitle()
  useDocumentTitle(title)
  const conference = useContent('conference')
  if (!conference) return <ContentLoading title={title} />
  const p = conference.preview
  return (
    <Box>
      <PageHeader eyebrow={p.name} title={title} lead={`${p.theme} — ${p.summary}`}>
        <Facts
          items={[
            { label: t('conference.date'), value: p.date },
            { label: t('conference.venue'), value: `${p.venue.name}, ${p.venue.address}` },
          ]}
        />
        <Text mt="4" fontWeight="semibold">
          {t('conference.registrationOpens', { date: p.registrationOpens })}
        </Text>
        <Button asChild variant="outline" mt="6">
          <RouterLink to={paths.conference}>{t('conference.toCurrent')}</RouterLink>
        </Button>
      </PageHeader>
      <ContentSection id="preview-topics" title={t('conference.topics')}>
        <List.Root gap="2" ps="5" listStyleType="disc">
          {p.topics.map((topic) => (
            <List.Item key={topic}>{topic}</List.Item>
          ))}
        </List.Root>
      </ContentSection>
    </Box>
  )
}
