import { Box, Button, List } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { ContentLoading } from '@/components/content/content-loading'
import { ContentSection } from '@/components/content/content-section'
import { PageHeader } from '@/components/content/page-header'
import { Prose } from '@/components/content/prose'
import { TitledGrid } from '@/components/content/titled-grid'
import { useContent } from '@/hooks/use-content'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'

/** /flowSupport: the programme, what it gives, who qualifies and how to apply. */
export function FlowSupportScreen() {
  const { t } = useTranslation()
  const routeTitle = useRouteTitle()
  useDocumentTitle(routeTitle)
  const programme = useContent('flow-support')
  if (!programme) return <ContentLoading title={routeTitle} />
  return (
    <Box>
      <PageHeader eyebrow={programme.title} title={routeTitle} lead={programme.summary} />
      <Prose body={programme.body} maxW="3xl" />
      <ContentSection id="flow-benefits" title={t('flowSupport.benefits')}>
        <TitledGrid items={programme.benefits} />
      </ContentSection>
      <ContentSection id="flow-eligibility" title={t('flowSupport.eligibility')}>
        <List.Root ps="5" gap="1.5" listStyleType="disc">
          {programme.eligibility.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
      </ContentSection>
      <ContentSection id="flow-steps" title={t('flowSupport.steps')}>
        <TitledGrid items={programme.steps} ordered />
        <Button asChild mt="6">
          <RouterLink to={programme.apply.href}>{programme.apply.label}</RouterLink>
        </Button>
      </ContentSection>
    </Box>
  )
}
