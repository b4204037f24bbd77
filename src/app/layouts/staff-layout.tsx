import { Badge, Box, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { NavLink, Outlet, Link as RouterLink } from 'react-router-dom'
import { LanguageSwitch } from '@/components/language-switch'
import { paths } from '@/config/paths'
import { hasStaffRole } from '@/features/staff/session/staff-session'
import { useSignedInStaff } from '@/features/staff/session/use-signed-in-staff'
import { useStaffSignOut } from '@/features/staff/session/use-staff-sign-out'
import { useTranslation } from '@/lib/i18n/i18n-core'
import '@/features/staff/staff-messages'
import { MAIN_ID, SkipLink } from './skip-link'

/**
 * The staff console's frame: a plain header (the console's name, its sections, who is signed in,
 * sign-out, the language switch) and the page. None of the developer portal's header, footer or
 * account menu: staff and developers have separate sessions, and a reviewer should never mistake
 * one for the other.
 */
export function StaffLayout({ children }: { children?: ReactNode }) {
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg.subtle">
      <SkipLink />
      <StaffHeader />
      <Box
        as="main"
        id={MAIN_ID}
        tabIndex={-1}
        flex="1"
        width="full"
        maxWidth="6xl"
        marginX="auto"
        paddingX={{ base: '4', md: '6' }}
        paddingY={{ base: '6', md: '8' }}
        outline="none"
      >
        {children ?? <Outlet />}
      </Box>
    </Flex>
  )
}

function StaffHeader() {
  const { t } = useTranslation()
  const member = useSignedInStaff()
  const { signOut, isPending } = useStaffSignOut()
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" paddingX={{ base: '4', md: '6' }} paddingY="3">
      <Flex maxWidth="6xl" marginX="auto" align="center" gap={{ base: '2', md: '6' }} wrap="wrap">
        <Link
          asChild
          fontWeight="semibold"
          color="fg"
          textDecoration="none"
          _hover={{ textDecoration: 'underline' }}
        >
          <RouterLink to={member ? paths.staff.queue : paths.staff.login}>
            {t('staff.console.name')}
          </RouterLink>
        </Link>
        {member && (
          <nav aria-label={t('staff.console.nav')}>
            <HStack as="ul" listStyleType="none" gap="1" flexWrap="wrap">
              <li>
                <ConsoleLink to={paths.staff.queue} end>
                  {t('staff.nav.queue')}
                </ConsoleLink>
              </li>
              <li>
                <ConsoleLink to={paths.staff.appQueue}>{t('staff.nav.appQueue')}</ConsoleLink>
              </li>
              {hasStaffRole(member, 'admin') && (
                <li>
                  <ConsoleLink to={paths.staff.audit}>{t('staff.nav.audit')}</ConsoleLink>
                </li>
              )}
            </HStack>
          </nav>
        )}
        <Box flex="1" />
        <HStack gap="3" wrap="wrap" justify="flex-end">
          {member && (
            <Stack gap="0" align="flex-end" minWidth="0">
              <Text srOnly>{t('staff.session.signedInAs')}</Text>
              <Text fontSize="sm" wordBreak="break-all" textAlign="end">
                {member.email}
              </Text>
              <Badge size="sm" colorPalette={member.role === 'admin' ? 'brand' : 'gray'}>
                {t(`staff.roles.${member.role}`)}
              </Badge>
            </Stack>
          )}
          {member && (
            // Without loadingText the spinner hides the label and the button has no name.
            <Button
              size="sm"
              variant="outline"
              loading={isPending}
              loadingText={t('staff.session.signOut')}
              onClick={signOut}
            >
              {t('staff.session.signOut')}
            </Button>
          )}
          <LanguageSwitch />
        </HStack>
      </Flex>
    </Box>
  )
}

/** A section of the console; the current one is marked (aria-current) and highlighted. */
function ConsoleLink({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <Link
      asChild
      display="block"
      paddingX="3"
      paddingY="1.5"
      borderRadius="md"
      color="fg"
      textDecoration="none"
      _hover={{ bg: 'bg.muted' }}
      css={{
        '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
      }}
    >
      <NavLink to={to} end={end}>
        {children}
      </NavLink>
    </Link>
  )
}
