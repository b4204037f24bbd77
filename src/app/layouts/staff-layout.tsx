import { Badge, Box, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Outlet, Link as RouterLink, useLocation } from 'react-router-dom'
import type { StaffMember } from '@generated/model'
import { LanguageSwitch } from '@/components/language-switch'
import { paths } from '@/config/paths'
import { hasStaffRole, staffHome, vendorName } from '@/features/staff/session/staff-session'
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

/** A section of the console: where it is, its name, and other addresses that are part of it. */
interface Section {
  to: string
  label: string
  /** Only this address, not those under it (the alliance's queue is the console's home). */
  end?: boolean
  /** Addresses under `to` that are another section's. */
  except?: string[]
}

/**
 * The sections a staff member's scope and role open: the alliance's queues (and, for its admins,
 * the audit log, the staff members and the vendors), or a vendor's queue and bindings (and, for
 * the vendor's admins, its staff members): the same split as the server's scopes (21004).
 */
function useSections(member: StaffMember): Section[] {
  const { t } = useTranslation()
  const admin = hasStaffRole(member, 'admin')
  const members = { to: paths.staff.members, label: t('staff.nav.members') }
  if (member.vendor) {
    return [
      {
        to: paths.staff.vendorQueue,
        label: t('staff.nav.vendorQueue'),
        except: [paths.staff.vendorBindings],
      },
      { to: paths.staff.vendorBindings, label: t('staff.nav.vendorBindings') },
      ...(admin ? [members] : []),
    ]
  }
  return [
    { to: paths.staff.queue, label: t('staff.nav.queue'), end: true },
    { to: paths.staff.appQueue, label: t('staff.nav.appQueue') },
    ...(admin
      ? [
          { to: paths.staff.audit, label: t('staff.nav.audit') },
          members,
          { to: paths.staff.vendors, label: t('staff.nav.vendors') },
        ]
      : []),
  ]
}

function StaffHeader() {
  const { t } = useTranslation()
  const member = useSignedInStaff()
  const { signOut, isPending } = useStaffSignOut()
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" paddingX={{ base: '4', md: '6' }} paddingY="3">
      <Flex maxWidth="6xl" marginX="auto" align="center" gap={{ base: '2', md: '6' }} wrap="wrap">
        <HStack gap="3" flexWrap="wrap">
          <Link
            asChild
            fontWeight="semibold"
            color="fg"
            textDecoration="none"
            _hover={{ textDecoration: 'underline' }}
          >
            <RouterLink to={member ? staffHome(member) : paths.staff.login}>
              {t('staff.console.name')}
            </RouterLink>
          </Link>
          {member?.vendor && <VendorName vendor={member.vendor} />}
        </HStack>
        {member && <ConsoleNav member={member} />}
        <Box flex="1" />
        <HStack gap="3" wrap="wrap" justify="flex-end">
          {member && (
            <Stack gap="0" align="flex-end" minWidth="0">
              <Text srOnly>{t('staff.session.signedInAs')}</Text>
              {member.name && (
                <Text fontSize="sm" fontWeight="medium" wordBreak="break-word" textAlign="end">
                  {member.name}
                </Text>
              )}
              <Text
                fontSize={member.name ? 'xs' : 'sm'}
                color={member.name ? 'fg.muted' : 'fg'}
                wordBreak="break-all"
                textAlign="end"
              >
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

/** The vendor a member works for, beside the console's name: every page they see is its. */
function VendorName({ vendor }: { vendor: NonNullable<StaffMember['vendor']> }) {
  const { t, i18n } = useTranslation()
  return (
    <Badge size="lg" variant="surface" colorPalette="blue" maxWidth="full" whiteSpace="normal">
      <Text as="span" srOnly>
        {t('staff.session.vendor')}
      </Text>
      {vendorName(vendor, i18n.language)}
    </Badge>
  )
}

function ConsoleNav({ member }: { member: StaffMember }) {
  const { t } = useTranslation()
  const sections = useSections(member)
  return (
    <nav aria-label={t('staff.console.nav')}>
      <HStack as="ul" listStyleType="none" gap="1" flexWrap="wrap">
        {sections.map((section) => (
          <li key={section.to}>
            <ConsoleLink section={section} />
          </li>
        ))}
      </HStack>
    </nav>
  )
}

/** A section of the console; the current one is marked (aria-current) and highlighted. */
function ConsoleLink({ section }: { section: Section }) {
  const { pathname } = useLocation()
  const { to, end, except = [] } = section
  const current =
    pathname === to ||
    (!end &&
      pathname.startsWith(`${to}/`) &&
      !except.some((other) => pathname === other || pathname.startsWith(`${other}/`)))
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
      <RouterLink to={to} aria-current={current ? 'page' : undefined}>
        {section.label}
      </RouterLink>
    </Link>
  )
}
