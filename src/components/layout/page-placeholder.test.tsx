import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ChakraProvider } from '@chakra-ui/react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '@/lib/i18n'
import { system } from '@/theme/system'
import { PagePlaceholder } from './page-placeholder'

describe('PagePlaceholder', () => {
  it('renders the title as the page heading', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <PagePlaceholder title="API keys" />
        </ChakraProvider>
      </I18nextProvider>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'API keys' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('此页面正在准备中。')
  })
})
