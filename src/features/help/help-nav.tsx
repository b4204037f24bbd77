import { Button, Flex, Input, Link } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { NavLink, useNavigate } from 'react-router-dom'
import { paths, type HelpCentre } from '@/config/paths'

/** The help centre's own sections: home, popular, all questions, search. */
export function HelpNav({ centre }: { centre: HelpCentre }) {
  const { t } = useTranslation()
  const links = [
    { to: paths.help.home(centre), label: t('help.home'), end: true },
    { to: paths.help.hot(centre), label: t('help.hot') },
    { to: `${paths.help.home(centre)}/faqInfo`, label: t('help.faqInfo') },
    { to: paths.help.search(centre), label: t('help.search') },
  ]
  return (
    <Flex as="nav" aria-label={t('help.sections')} gap="4" wrap="wrap" mb="6" fontSize="sm">
      {links.map((link) => (
        <Link
          key={link.to}
          asChild
          color="fg.muted"
          _currentPage={{ color: 'brand.fg', fontWeight: 'semibold' }}
        >
          <NavLink to={link.to} end={link.end}>
            {link.label}
          </NavLink>
        </Link>
      ))}
    </Flex>
  )
}

/** A search box that opens the centre's search page with the words typed. */
export function HelpSearchForm({ centre }: { centre: HelpCentre }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void navigate(paths.help.search(centre, text.trim()))
  }
  return (
    <Flex as="form" role="search" onSubmit={submit} gap="2" maxW="xl" w="full">
      <Input
        type="search"
        aria-label={t('help.searchLabel')}
        placeholder={t('help.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">{t('help.searchSubmit')}</Button>
    </Flex>
  )
}
