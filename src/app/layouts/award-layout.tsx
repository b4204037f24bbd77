import { Box, Flex, Link, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { NavLink, Outlet } from 'react-router-dom'
import { paths } from '@/config/paths'
import { awardEditions } from '@/config/route-table'
import { SiteFrame, type LayoutProps } from './default-layout'

function AwardNav() {
  const { t } = useTranslation()
  return (
    <Box bg="brand.solid" color="brand.contrast">
      <Flex
        as="nav"
        aria-label={t('awards.nav')}
        maxW="7xl"
        mx="auto"
        px={{ base: '3', md: '6' }}
        py="3"
        gap={{ base: '3', md: '6' }}
        wrap="wrap"
      >
        {/* Every edition and its pages, as the route table has them. */}
        {awardEditions.map(({ edition, number, pages }) => (
          <Flex key={edition} gap="2" align="baseline" wrap="wrap">
            {pages.length === 0 ? (
              <AwardLink to={paths.awards.edition(edition)}>
                {t('awards.edition', { edition: number })}
              </AwardLink>
            ) : (
              <>
                <Text fontWeight="semibold">{t('awards.edition', { edition: number })}</Text>
                {pages.map((page) => (
                  <AwardLink key={page} to={paths.awards.page(edition, page)}>
                    {t(`awards.${page}`)}
                  </AwardLink>
                ))}
              </>
            )}
          </Flex>
        ))}
      </Flex>
    </Box>
  )
}

function AwardLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      asChild
      color="brand.contrast"
      fontSize="sm"
      textDecoration="underline"
      _currentPage={{ fontWeight: 'bold', textDecorationThickness: '2px' }}
    >
      <NavLink to={to}>{children}</NavLink>
    </Link>
  )
}

/** The award activities: the site frame with a band linking every edition's pages. */
export function AwardLayout({ children }: LayoutProps) {
  return <SiteFrame banner={<AwardNav />}>{children ?? <Outlet />}</SiteFrame>
}
