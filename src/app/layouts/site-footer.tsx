import { Box, Flex, Link, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { footerNav } from './nav-items'

export function SiteFooter() {
  const { t } = useTranslation()
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="auto">
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '3', md: '6' }}
        py="6"
        gap="4"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
      >
        <Flex as="nav" aria-label={t('footer.label')} gap="4" wrap="wrap">
          {footerNav.map((item) => (
            <Link key={item.to} asChild fontSize="sm" color="fg">
              <RouterLink to={item.to}>{t(`nav.${item.label}`)}</RouterLink>
            </Link>
          ))}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Flex>
    </Box>
  )
}
