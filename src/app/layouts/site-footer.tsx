import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { useToday } from '@/hooks/use-today'
import { Link as RouterLink } from 'react-router-dom'
import { footerNav } from './nav-items'

// Styled by the theme's siteFooter slot recipe (src/theme/recipes/site-frame.ts).
const { withProvider, withContext } = createSlotRecipeContext({ key: 'siteFooter' })
const Footer = withProvider<HTMLElement, HTMLChakraProps<'footer'>>('footer', 'root')
const Bar = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'bar')
const Nav = withContext<HTMLElement, HTMLChakraProps<'nav'>>('nav', 'nav')
const FooterLink = withContext<HTMLAnchorElement, HTMLChakraProps<'a'>>('a', 'link')
const Copyright = withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'copyright')

/**
 * The copyright with this year: a component of its own, so that the render after hydration that
 * learns the browser's day (React's synchronous one, src/hooks/use-today.ts) is this line's alone.
 */
function CopyrightLine() {
  const { t } = useTranslation()
  const year = useToday().getFullYear()
  return <Copyright>{t('footer.copyright', { year })}</Copyright>
}

/** The links every page ends with, and the copyright. */
export function SiteFooter() {
  const { t } = useTranslation()
  return (
    <Footer>
      <Bar>
        <Nav aria-label={t('footer.label')}>
          {footerNav.map((item) => (
            <FooterLink key={item.to} asChild>
              <RouterLink to={item.to}>{t(`nav.${item.label}`)}</RouterLink>
            </FooterLink>
          ))}
        </Nav>
        <CopyrightLine />
      </Bar>
    </Footer>
  )
}
