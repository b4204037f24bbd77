import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppProvider } from '@/app/provider'
import { createQueryClient } from '@/lib/query-client'
import { PagePlaceholder } from './page-placeholder'

describe('PagePlaceholder', () => {
  it('renders the title as the page heading', () => {
    render(
      <AppProvider queryClient={createQueryClient({ retry: false })}>
        <PagePlaceholder title="API keys" />
      </AppProvider>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'API keys' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('此页面正在准备中。')
  })
})
