import { Badge, Box, Button, Card, Flex, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { ContentLoading } from '@/components/content/content-loading'
import { ContentSection } from '@/components/content/content-section'
import { paths } from '@/config/paths'
import { useContent } from '@/hooks/use-content'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'
import { useSession } from '@/lib/session/use-session'
import { registrationState } from '@/lib/content/registration-state'
import type { HomeContent } from '@/lib/content/types'
import { useToday } from '@/hooks/use-today'

// The session and the day are read by the small parts that show them, not by the screen: each
// becomes known in a render right after hydration that React does synchronously, in one task,
// and that render is then theirs alone, not the whole page's again.

/** The hero's calls to action. */
function HeroCalls({ calls }: { calls: HomeContent['calls'] }) {
  // A signed-in developer is offered their account, not registration; until the session is known
  // (and in the page rendered to HTML) the visitor is treated as signed out.
  const { user } = useSession()
  // The same element while the user is: the session's answer after hydration (null for a visitor)
  // re-renders this component synchronously, and React then skips the buttons.
  return useMemo(
    () => (
      <Flex gap="3" wrap="wrap">
        {user ? (
          <Button asChild size="lg">
            <RouterLink to={paths.account.personal}>{calls.account}</RouterLink>
          </Button>
        ) : (
          <>
            <Button asChild size="lg">
              <RouterLink to={paths.account.register}>{calls.register}</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink to={paths.account.login}>{calls.login}</RouterLink>
            </Button>
          </>
        )}
        <Button asChild size="lg" variant="ghost">
          <RouterLink to={paths.document}>{calls.docs}</RouterLink>
        </Button>
      </Flex>
    ),
    [user, calls],
  )
}

/** Whether the current award takes entries today. */
function RegistrationBadge({ award }: { award: HomeContent['award'] }) {
  const { t } = useTranslation()
  const state = registrationState(award.opens, award.closes, useToday())
  return (
    <Badge colorPalette={state === 'open' ? 'green' : 'gray'}>{t(`awards.state.${state}`)}</Badge>
  )
}

/** /: what the platform is, the calls to action, the current award and conference, every section. */
export function HomeScreen() {
  const { t } = useTranslation()
  const title = useRouteTitle()
  useDocumentTitle(title)
  const home = useContent('home')
  if (!home) return <ContentLoading title={t('app.name')} />
  return (
    <Box>
      <Box
        as="header"
        bg="brand.subtle"
        rounded="xl"
        px={{ base: '5', md: '10' }}
        py={{ base: '8', md: '14' }}
      >
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} mb="4" maxW="3xl">
          {home.hero.title}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="3xl" mb="8">
          {home.hero.lead}
        </Text>
        <HeroCalls calls={home.calls} />
      </Box>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="8">
        <Card.Root as="section" aria-labelledby="home-award">
          <Card.Body gap="2">
            <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
              {t('home.currentAward')}
            </Text>
            <Heading as="h2" id="home-award" size="lg">
              {home.award.theme}
            </Heading>
            <Text color="fg.muted">{home.award.summary}</Text>
            <Flex gap="2" align="center" wrap="wrap">
              <RegistrationBadge award={home.award} />
              <Text fontSize="sm">
                {t('home.registrationWindow', {
                  opens: home.award.opens,
                  closes: home.award.closes,
                })}
              </Text>
            </Flex>
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={paths.awards.edition('awardsAct4')}>{t('home.learnMore')}</RouterLink>
            </Link>
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="home-conference">
          <Card.Body gap="2">
            <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
              {t('home.conference')}
            </Text>
            <Heading as="h2" id="home-conference" size="lg">
              {home.conference.name}
            </Heading>
            <Text color="fg.muted">{home.conference.theme}</Text>
            <Text fontSize="sm">
              {t('home.when', { date: home.conference.date, venue: home.conference.venue })}
            </Text>
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={paths.conference}>{t('home.learnMore')}</RouterLink>
            </Link>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>

      <ContentSection id="home-sections" title={t('home.sections')}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {home.sections.map((section) => (
            <Card.Root key={section.href} size="sm">
              <Card.Body gap="1">
                <Heading as="h3" size="md">
                  <Link asChild color="brand.fg">
                    <RouterLink to={section.href}>{section.title}</RouterLink>
                  </Link>
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {section.description}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </ContentSection>
    </Box>
  )
}
