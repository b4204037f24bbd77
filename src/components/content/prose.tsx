import { Box, type BoxProps } from '@chakra-ui/react'
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Rendered } from '@/lib/content/types'

const proseStyles: BoxProps['css'] = {
  lineHeight: '1.75',
  overflowWrap: 'anywhere',
  '& > * + *': { marginTop: '3' },
  '& h2': { fontSize: 'xl', fontWeight: 'semibold', marginTop: '8', scrollMarginTop: '20' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '6', scrollMarginTop: '20' },
  '& ul': { paddingInlineStart: '6', listStyleType: 'disc' },
  '& ol': { paddingInlineStart: '6', listStyleType: 'decimal' },
  '& li + li': { marginTop: '1' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', paddingX: '1', rounded: 'sm' },
  '& pre': { bg: 'bg.muted', padding: '4', rounded: 'md', overflowX: 'auto', maxWidth: '100%' },
  '& pre code': { bg: 'transparent', padding: '0' },
  '& blockquote': {
    borderInlineStartWidth: '4px',
    borderColor: 'brand.muted',
    paddingInlineStart: '4',
    color: 'fg.muted',
  },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
  '& th, & td': { borderWidth: '1px', paddingX: '3', paddingY: '1.5', textAlign: 'start' },
}

export interface ProseProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  body: Rendered
}

/**
 * A Markdown body rendered by the build. Its HTML comes from the repository's own content files
 * with raw HTML escaped, so it is inserted as is. Links inside the portal navigate in the app
 * instead of reloading the page.
 */
export function Prose({ body, ...props }: ProseProps) {
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest?.('a')
    const href = anchor?.getAttribute('href')
    if (!href || !href.startsWith('/') || href.startsWith('//')) return
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    void navigate(href)
  }
  return (
    // Clicks bubble up from the links inside (which stay keyboard-operable links).
    <Box
      css={proseStyles}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: body.html }}
      {...props}
    />
  )
}
