import { useTranslation } from '@/lib/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { footerNav } from './nav-items'

/** The links every page ends with, and the copyright: plain elements (src/theme/site-frame.ts). */
export function SiteFooter() {
  const { t } = useTranslation()
  return (
    <footer className="site-footer">
      <div className="site-footer__bar">
        <nav className="site-footer__nav" aria-label={t('footer.label')}>
          {footerNav.map((item) => (
            <RouterLink key={item.to} to={item.to}>
              {t(`nav.${item.label}`)}
            </RouterLink>
          ))}
        </nav>
        <p className="site-footer__copyright">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  )
}
