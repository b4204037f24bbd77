import { useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n-core'
import { useBreakpointUp } from '@/hooks/use-breakpoint-up'
import { Link as RouterLink } from 'react-router-dom'
import { LanguageSwitch } from '@/components/language-switch'
import { AccountMenu } from '@/features/session/account-menu'
import { CompactMenuButton, CompactMenuPanel } from './compact-menu'
import { MainNav } from './main-nav'

/**
 * The site header. From 1536 px (2xl) it shows the full navigation; below, a "Menu" button opens a
 * panel listing every section. Below 768 px (md, design.md section 7) the language switch and the
 * account links move into that panel too, so that the header is the brand and the button alone.
 * Plain elements (src/theme/site-frame.ts): every page renders the header.
 */
export function SiteHeader() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  // Below their widths these parts are not rendered at all (a phone is spared their menus).
  const fullNav = useBreakpointUp('2xl')
  const accountInHeader = useBreakpointUp('md')
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <RouterLink className="site-header__brand" to="/">
          {t('app.name')}
        </RouterLink>
        {fullNav && <MainNav />}
        <div className="site-header__spacer" />
        <CompactMenuButton open={open} onToggle={() => setOpen(!open)} buttonRef={button} />
        {accountInHeader && (
          <div className="site-header__account">
            <LanguageSwitch />
            <AccountMenu />
          </div>
        )}
      </div>
      {open && <CompactMenuPanel onClose={() => setOpen(false)} buttonRef={button} />}
    </header>
  )
}
