import { Box, Card, Link, SimpleGrid, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { ContentLoading } from '@/components/content/content-loading'
import { ContentSection } from '@/components/content/content-section'
import { PageHeader } from '@/components/content/page-header'
import { Prose } from '@/components/content/prose'
import { useContent } from '@/hooks/use-content'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'

/** /contactUs: channels, the frozen-account help the login page points to, and the offices. */
export function ContactScreen() {
  const { t } = useTranslation()
  const title = useRouteTitle()
  useDocumentTitle(title)
  const contact = useContent('contact')
  if (!contact) return <ContentLoading title={title} />
  return (
    <Box>
      <PageHeader title={title} lead={contact.description} />
      <ContentSection id="contact-channels" title={t('contact.channels')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {contact.channels.map((channel) => (
            <Card.Root key={channel.kind} size="sm">
              <Card.Body gap="1">
                <Text as="h3" fontWeight="semibold" fontSize="lg">
                  {channel.title}
                </Text>
                <Link asChild color="brand.fg" fontWeight="medium" overflowWrap="anywhere">
                  {channel.href.startsWith('/') ? (
                    <RouterLink to={channel.href}>{channel.value}</RouterLink>
                  ) : (
                    <a href={channel.href}>{channel.value}</a>
                  )}
                </Link>
                <Text fontSize="sm">{channel.hours}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {channel.description}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </ContentSection>
      <ContentSection id="contact-account" title={contact.account.title}>
        <Prose body={contact.account.body} maxW="3xl" />
      </ContentSection>
      <ContentSection id="contact-addresses" title={t('contact.addresses')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {contact.addresses.map((office) => (
            <Box as="address" key={office.name} fontStyle="normal">
              <Text fontWeight="semibold">{office.name}</Text>
              <Text>{office.address}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('contact.postcode', { postcode: office.postcode })}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </ContentSection>
    </Box>
  )
}
