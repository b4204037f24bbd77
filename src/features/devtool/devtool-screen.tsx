import { Box, Button, Card, Flex, Heading, List, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { ContentLoading } from '@/components/content/content-loading'
import { FilterBar, useFilterParam } from '@/components/content/filter-bar'
import { PageHeader } from '@/components/content/page-header'
import { useContent } from '@/hooks/use-content'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'

const PLATFORMS = ['windows', 'macos', 'linux', 'android'] as const

/** /devtool: each tool's current version, its downloads (filtered by platform) and changelog. */
export function DevtoolScreen() {
  const { t } = useTranslation()
  const title = useRouteTitle()
  useDocumentTitle(title)
  const [platform, setPlatform] = useFilterParam('platform')
  const devtool = useContent('devtool')
  if (!devtool) return <ContentLoading title={title} />
  return (
    <Box>
      <PageHeader title={title} lead={devtool.description} />
      <FilterBar
        label={t('devtool.platform')}
        value={platform}
        onChange={setPlatform}
        options={[
          { value: '', label: t('devtool.platforms.all') },
          ...PLATFORMS.map((p) => ({ value: p, label: t(`devtool.platforms.${p}`) })),
        ]}
      />
      <Stack gap="6">
        {devtool.tools.map((tool) => {
          const downloads = tool.downloads.filter((d) => !platform || d.platform === platform)
          return (
            <Card.Root as="section" key={tool.id} aria-labelledby={`tool-${tool.id}`}>
              <Card.Body gap="3">
                <Heading as="h2" id={`tool-${tool.id}`} size="lg">
                  {tool.name}
                </Heading>
                <Text color="fg.muted">{tool.summary}</Text>
                <Text fontSize="sm">
                  {t('devtool.version', { version: tool.version })} ·{' '}
                  {t('devtool.released', { date: tool.released })}
                </Text>
                <Flex gap="2" wrap="wrap">
                  {downloads.length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t('devtool.noDownload', { platform: t(`devtool.platforms.${platform}`) })}
                    </Text>
                  ) : (
                    downloads.map((download) => (
                      <Button asChild key={download.platform} size="sm" variant="outline">
                        <a href={download.href}>
                          {t('devtool.download', {
                            platform: t(`devtool.platforms.${download.platform}`),
                            size: download.size,
                          })}
                        </a>
                      </Button>
                    ))
                  )}
                </Flex>
                <Box as="details">
                  <Box as="summary" cursor="pointer" fontWeight="semibold" py="1">
                    {t('devtool.changelog')}
                  </Box>
                  <Stack gap="3" mt="2">
                    {tool.changelog.map((entry) => (
                      <Box key={entry.version}>
                        <Text fontWeight="semibold" fontSize="sm">
                          {entry.version} · {entry.date}
                        </Text>
                        <List.Root ps="5" listStyleType="disc" fontSize="sm">
                          {entry.changes.map((change) => (
                            <List.Item key={change}>{change}</List.Item>
                          ))}
                        </List.Root>
                      </Box>
                    ))}
                  </Stack>
                </Box>
              </Card.Body>
            </Card.Root>
          )
        })}
      </Stack>
    </Box>
  )
}
