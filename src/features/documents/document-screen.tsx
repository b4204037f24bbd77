import { Box, Flex, Heading, Link, List, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom'
import { ContentLoading } from '@/components/content/content-loading'
import { NotFoundState } from '@/components/content/not-found-state'
import { PageHeader } from '@/components/content/page-header'
import { BelowBreakpoint, FromBreakpoint } from '@/components/ui/breakpoint-parts'
import { Prose } from '@/components/content/prose'
import { paths } from '@/config/paths'
import { useContent } from '@/hooks/use-content'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'
import type { DocumentsContent } from '@/lib/content/types'

function DocumentTree({
  content,
  current,
  headingId,
}: {
  content: DocumentsContent
  current: string
  headingId: string
}) {
  const { t } = useTranslation()
  return (
    <Box as="nav" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="sm" mb="3">
        {t('document.tree')}
      </Heading>
      {content.sections.map((section) => (
        <Box key={section.id} mb="4">
          <Text fontWeight="semibold" fontSize="sm" mb="1">
            {section.title}
          </Text>
          <List.Root listStyleType="none" gap="1" ps="2" borderStartWidth="1px">
            {section.pages.map((page) => (
              <List.Item key={page.path}>
                <Link
                  asChild
                  fontSize="sm"
                  color={page.path === current ? 'brand.fg' : 'fg'}
                  fontWeight={page.path === current ? 'semibold' : 'normal'}
                >
                  <RouterLink
                    to={paths.documentPage(page.path)}
                    aria-current={page.path === current ? 'page' : undefined}
                  >
                    {page.title}
                  </RouterLink>
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ))}
    </Box>
  )
}

/**
 * /document?path=section/page#heading: the tree, the page, its table of contents and the
 * previous/next page. Without a path: the first page.
 */
export function DocumentScreen() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { hash } = useLocation()
  const routeTitle = useRouteTitle()
  const content = useContent('documents')
  const pages = content?.sections.flatMap((section) => section.pages) ?? []
  const requested = params.get('path')
  const index = requested === null ? 0 : pages.findIndex((page) => page.path === requested)
  const page = pages[index]
  useDocumentTitle(page?.title ?? (content ? t('document.notFound') : routeTitle))

  // Deep links: the heading named in the hash once the page is there, else the top.
  useEffect(() => {
    if (!page) return
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else window.scrollTo({ top: 0, left: 0 })
  }, [page, hash])

  if (!content) return <ContentLoading title={routeTitle} />
  if (!page) {
    return (
      <NotFoundState
        title={t('document.notFound')}
        text={t('document.notFoundText', { path: requested ?? '' })}
        back={{ to: paths.document, label: t('document.first') }}
      />
    )
  }
  const previous = pages[index - 1]
  const next = pages[index + 1]
  return (
    <Flex
      gap="8"
      direction={{ base: 'column', lg: 'row' }}
      align={{ base: 'stretch', lg: 'flex-start' }}
      maxW="8xl"
      mx="auto"
    >
      <Box
        w={{ base: 'full', lg: '60' }}
        flexShrink={0}
        position={{ lg: 'sticky' }}
        top={{ lg: '4' }}
      >
        {/* Wide: the tree beside the page; narrow: folded above it. One of the two is rendered
            once the width is known; before (the HTML the server rendered, and its hydration)
            both, CSS showing the one that fits. */}
        <FromBreakpoint breakpoint="lg">
          <Box hideBelow="lg">
            <DocumentTree content={content} current={page.path} headingId="document-tree" />
          </Box>
        </FromBreakpoint>
        <BelowBreakpoint breakpoint="lg">
          <Box as="details" hideFrom="lg" borderWidth="1px" rounded="md" p="3">
            <Box as="summary" cursor="pointer" fontWeight="semibold">
              {t('document.tree')}
            </Box>
            <Box mt="3">
              <DocumentTree
                content={content}
                current={page.path}
                headingId="document-tree-folded"
              />
            </Box>
          </Box>
        </BelowBreakpoint>
      </Box>
      <Box as="article" flex="1" minW="0">
        <PageHeader title={page.title} lead={page.description} />
        <Prose body={page.body} />
        <Flex
          as="nav"
          aria-label={t('document.pager')}
          mt="10"
          pt="6"
          borderTopWidth="1px"
          gap="4"
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
        >
          {previous ? (
            <Link asChild color="brand.fg">
              <RouterLink to={paths.documentPage(previous.path)} rel="prev">
                ← {t('document.previous', { title: previous.title })}
              </RouterLink>
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link asChild color="brand.fg">
              <RouterLink to={paths.documentPage(next.path)} rel="next">
                {t('document.next', { title: next.title })} →
              </RouterLink>
            </Link>
          )}
        </Flex>
      </Box>
      {page.body.headings.length > 0 && (
        <FromBreakpoint breakpoint="lg">
          <Box
            as="nav"
            hideBelow="lg"
            aria-labelledby="document-toc"
            w="52"
            flexShrink={0}
            position="sticky"
            top="4"
          >
            <Heading as="h2" id="document-toc" size="sm" mb="3">
              {t('document.toc')}
            </Heading>
            <List.Root listStyleType="none" gap="1.5">
              {page.body.headings.map((heading) => (
                <List.Item key={heading.id} ps={heading.level === 3 ? '3' : '0'}>
                  <Link asChild fontSize="sm" color="fg.muted">
                    <RouterLink to={`${paths.documentPage(page.path)}#${heading.id}`}>
                      {heading.text}
                    </RouterLink>
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Box>
        </FromBreakpoint>
      )}
    </Flex>
  )
}
