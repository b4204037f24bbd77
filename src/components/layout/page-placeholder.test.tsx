import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ChakraProvider } from '@chakra-ui/react'
import '@/lib/i18n/i18n'
import { getSystem } from '@/theme/system'
import { PagePlaceholder } from './page-placeholder'

describe('PagePlaceholder', () => {
  it('renders the title as the page heading', () => {
    render(
      <ChakraProvider value={getSystem()}>
        <PagePlaceholder title="API keys" />
      </ChakraProvider>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'API keys' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('此页面正在准备中。')
  })
})
