import { Box, createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { LanguageSwitch } from '@/components/language-switch'
import { FromBreakpoint } from '@/components/ui/breakpoint-parts'
import { AccountMenu } from '@/lib/session/account-menu'
import { CompactMenuButton, CompactMenuPanel } from './compact-menu'
import { MainNav } from './main-nav'

// Styled by the theme's siteHeader slot recipe (src/theme/recipes/site-frame.ts).
const { withProvider, withContext } = createSlotRecipeContext({ key: 'siteHeader' })
const Header = withProvider<HTMLElement, HTMLChakraProps<'header'>>('header', 'root')
const Bar = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'bar')
const Brand = withContext<HTMLAnchorElement, HTMLChakraProps<'a'>>('a', 'brand')
const Spacer = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'spacer')
const Account = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'account')

/**
 * The site header. From 1024 px (lg) it shows every section in five group menus; below, a "Menu"
 * button opens a panel listing them. Below 768 px (md, design.md section 7) the language switch and the
 * account links move into that panel too, so that the header is the brand and the button alone.
 */
export function SiteHeader() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  // Below their widths these parts are not rendered at all (a phone is spared their menus). Until
  // the width is known (the HTML the server rendered, and its hydration) they are, hidden by CSS
  // below their widths (src/components/ui/breakpoint-parts.tsx).
  return (
    <Header>
      <Bar>
        <Brand asChild>
          <RouterLink to="/">{t('app.name')}</RouterLink>
        </Brand>
        <FromBreakpoint breakpoint="lg">
          <Box hideBelow="lg">
            <MainNav />
          </Box>
        </FromBreakpoint>
        <Spacer />
        <CompactMenuButton open={open} onToggle={() => setOpen(!open)} buttonRef={button} />
        <FromBreakpoint breakpoint="md">
          <Account hideBelow="md">
            <LanguageSwitch />
            <AccountMenu />
          </Account>
        </FromBreakpoint>
      </Bar>
      {open && <CompactMenuPanel onClose={() => setOpen(false)} buttonRef={button} />}
    </Header>
  )
}
