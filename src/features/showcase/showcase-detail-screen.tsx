import { Box, Card, Flex, Image, Link, SimpleGrid, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { useSearchParams } from 'react-router-dom'
import { ContentLoading } from '@/components/content/content-loading'
import { ContentSection } from '@/components/content/content-section'
import { NotFoundState } from '@/components/content/not-found-state'
import { PageHeader } from '@/components/content/page-header'
import { Prose } from '@/components/content/prose'
import { paths } from '@/config/paths'
import { useContent } from '@/hooks/use-content'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'

/** /{slug}Show/{slug}Detail?id=: one app: description, screenshots, and a QR code to open it. */
export function ShowcaseDetailScreen() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const routeTitle = useRouteTitle()
  const showcase = useContent('showcase')
  const app = showcase?.apps.find((a) => a.id === id)
  useDocumentTitle(app?.name ?? (showcase ? t('showcase.notFound') : routeTitle))
  if (!showcase) return <ContentLoading title={routeTitle} />
  if (!app) {
    return (
      <NotFoundState
        title={t('showcase.notFound')}
        text={t('showcase.notFoundText', { id })}
        back={{ to: paths.showcase, label: t('titles.showcase') }}
      />
    )
  }
  const category = showcase.categories.find((c) => c.id === app.category)
  return (
    <Box as="article">
      <Flex gap="4" align="flex-start">
        <Image
          src={app.icon.src}
          alt={app.icon.alt}
          boxSize={{ base: '16', md: '20' }}
          rounded="2xl"
          flexShrink={0}
        />
        <Box minW="0">
          <PageHeader
            eyebrow={category?.name}
            title={app.name}
            lead={t('showcase.developer', { name: app.developer })}
          />
        </Box>
      </Flex>
      <Flex
        gap="10"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'flex-start' }}
      >
        <Prose body={app.body} flex="1" minW="0" />
        <Card.Root
          as="aside"
          aria-labelledby="showcase-qr"
          w={{ base: 'full', md: '64' }}
          flexShrink={0}
        >
          <Card.Body gap="3" alignItems="center" textAlign="center">
            <Text as="h2" id="showcase-qr" fontWeight="semibold">
              {t('showcase.qr')}
            </Text>
            <Image
              src={app.qrCode}
              alt={t('showcase.qrAlt', { name: app.name })}
              boxSize="40"
              bg="white"
            />
            <Text fontSize="sm" color="fg.muted">
              {t('showcase.qrHint')}
            </Text>
            <Link href={app.deepLink} color="brand.fg" fontWeight="semibold">
              {t('showcase.open')}
            </Link>
          </Card.Body>
        </Card.Root>
      </Flex>
      <ContentSection id="showcase-screenshots" title={t('showcase.screenshots')}>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {app.screenshots.map((shot) => (
            <Image
              key={shot.src}
              src={shot.src}
              alt={shot.alt}
              w="full"
              maxW="60"
              rounded="lg"
              borderWidth="1px"
              loading="lazy"
            />
          ))}
        </SimpleGrid>
      </ContentSection>
    </Box>
  )
}
