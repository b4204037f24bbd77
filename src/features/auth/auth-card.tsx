import type { ReactNode } from 'react'
import { PageIntro, PlainCard } from '@/components/ui/plain'
import { useDocumentTitle } from '@/hooks/use-document-title'

interface AuthCardProps {
  title: string
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
}

/**
 * The frame of the sign-in, sign-up and recovery screens: a titled card, centred. Plain elements
 * with the theme's card classes (src/theme/auth-card.ts, src/theme/plain.ts).
 */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  useDocumentTitle(title)
  return (
    <div className="auth-card">
      <PlainCard
        header={<PageIntro title={title} description={description} size="xl" />}
        footer={footer}
      >
        {children}
      </PlainCard>
    </div>
  )
}
