import { Box, Flex, Link, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n-core'
import { NavLink, Outlet } from 'react-router-dom'
import { paths } from '@/config/paths'
import { SiteFrame, type LayoutProps } from './default-layout'

const editions = [
  {
    edition: 1,
    base: paths.awards.edition('awardsAct'),
    pages: ['publicity', 'registration', 'selection'],
  },
  {
    edition: 2,
    base: paths.awards.edition('awardsAct2'),
    pages: ['publicity', 'registration', 'selection'],
  },
  { edition: 3, base: paths.awards.edition('awardsAct3'), pages: ['publicity'] },
  { edition: 4, base: paths.awards.edition('awardsAct4'), pages: [] },
] as const

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
        {editions.map(({ edition, base, pages }) => (
          <Flex key={base} gap="2" align="baseline" wrap="wrap">
            {pages.length === 0 ? (
              <AwardLink to={base}>{t('awards.edition', { edition })}</AwardLink>
            ) : (
              <>
                <Text fontWeight="semibold">{t('awards.edition', { edition })}</Text>
                {pages.map((page) => (
                  <AwardLink key={page} to={`${base}/${page}`}>
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
