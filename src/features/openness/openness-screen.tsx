import { Box, Button, Link, List } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { ContentLoading } from '@/components/content/content-loading'
import { ContentSection } from '@/components/content/content-section'
import { PageHeader } from '@/components/content/page-header'
import { Prose } from '@/components/content/prose'
import { TitledGrid } from '@/components/content/titled-grid'
import { paths } from '@/config/paths'
import { useContent } from '@/hooks/use-content'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'
import type { OpennessProduct } from '@/lib/content/types'

/** /openness/*: what the product is, its capabilities, how to start, and where to read more. */
export function OpennessScreen({ product }: { product: OpennessProduct }) {
  const { t } = useTranslation()
  const routeTitle = useRouteTitle()
  useDocumentTitle(routeTitle)
  const openness = useContent('openness')
  if (!openness) return <ContentLoading title={routeTitle} />
  const page = openness[product]
  return (
    <Box>
      <PageHeader eyebrow={page.title} title={routeTitle} lead={page.summary}>
        <Button asChild mt="6">
          <RouterLink to={paths.account.register}>{t('openness.register')}</RouterLink>
        </Button>
      </PageHeader>
      <Prose body={page.body} maxW="3xl" />
      <ContentSection id="openness-capabilities" title={t('openness.capabilities')}>
        <TitledGrid items={page.capabilities} />
      </ContentSection>
      <ContentSection id="openness-steps" title={t('openness.steps')}>
        <TitledGrid items={page.steps} ordered />
      </ContentSection>
      <ContentSection id="openness-links" title={t('openness.links')}>
        <List.Root ps="5" gap="1.5" listStyleType="disc">
          {page.links.map((link) => (
            <List.Item key={link.href}>
              <Link asChild color="brand.fg">
                <RouterLink to={link.href}>{link.label}</RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </ContentSection>
    </Box>
  )
}
