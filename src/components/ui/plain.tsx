import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { Link as RouterLink, type LinkProps } from 'react-router-dom'
import type { BadgePalette } from '@/theme/plain'

// Plain elements that look as Chakra's Heading, Card, DataList, Badge, Button and Link do, styled
// by classes the theme makes from Chakra's own recipes (src/theme/plain.ts). For what every
// account page renders: Chakra resolves a component's styles at each render, and on a phone that
// was about two fifths of such a page's render (README, "Web performance"). No style props: a
// layout need that the classes do not cover belongs in a class of the page's own.

type HeadingLevel = 'h1' | 'h2' | 'h3'

/**
 * A heading of Chakra's `size` (only the sizes src/theme/plain.ts lists). With tabIndex -1 it is
 * a target of focus moved by the page (a form's step heading) and draws no focus ring.
 */
export const PlainHeading = forwardRef<
  HTMLHeadingElement,
  { as?: HeadingLevel; size: 'md' | 'lg' | 'xl' | '2xl' } & ComponentPropsWithoutRef<'h2'>
>(function PlainHeading({ as: Tag = 'h2', size, ...rest }, ref) {
  return <Tag ref={ref} className="heading" data-size={size} {...rest} />
})

/** A page's title (its one h1) with what the page is for under it, in muted text. */
export function PageIntro({
  title,
  description,
  size,
}: {
  title: string
  description?: ReactNode
  size: 'xl' | '2xl'
}) {
  return (
    <div className="page-intro">
      <PlainHeading as="h1" size={size}>
        {title}
      </PlainHeading>
      {description && <p className="page-intro__description">{description}</p>}
    </div>
  )
}

/**
 * An outlined card: a header, a body and, if given, a footer. A `section` (named, a landmark
 * screen readers list) or a `div`.
 */
export function PlainCard({
  as: Tag = 'div',
  header,
  footer,
  children,
  ...rest
}: {
  as?: 'div' | 'section'
  header: ReactNode
  footer?: ReactNode
  children: ReactNode
} & Omit<ComponentPropsWithoutRef<'section'>, 'children'>) {
  return (
    <Tag className="card" data-variant="outline" data-size="md" {...rest}>
      <div className="card__header">{header}</div>
      <div className="card__body">{children}</div>
      {footer && <div className="card__footer">{footer}</div>}
    </Tag>
  )
}

/** A section as an outlined card, named by its heading. */
export function PlainSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PlainCard
      as="section"
      aria-label={title}
      header={<PlainHeading size="lg">{title}</PlainHeading>}
    >
      {children}
    </PlainCard>
  )
}

/** Label–value pairs (a description list), a label beside its value. */
export function PlainDataList({ children }: { children: ReactNode }) {
  return (
    <dl className="data-list" data-orientation="horizontal" data-size="md" data-variant="subtle">
      {children}
    </dl>
  )
}

/** One pair of a PlainDataList; long values (e-mail addresses, numbers) break anywhere. */
export function PlainDataItem({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="data-list__item">
      <dt className="data-list__item-label">{label}</dt>
      <dd className="data-list__item-value">{children}</dd>
    </div>
  )
}

/** A small coloured label (Chakra's subtle badge). */
export function PlainBadge({
  palette,
  ...rest
}: { palette: BadgePalette } & ComponentPropsWithoutRef<'span'>) {
  return (
    <span className="badge" data-variant="subtle" data-size="md" data-palette={palette} {...rest} />
  )
}

type ButtonVariant = 'solid' | 'outline'

/** A button as Chakra's Button draws it (the brand's solid one, or outlined), without its states. */
export const PlainButton = forwardRef<
  HTMLButtonElement,
  { variant: ButtonVariant; size?: 'sm' | 'md' } & ComponentPropsWithoutRef<'button'>
>(function PlainButton({ variant, size = 'md', className, type = 'button', ...rest }, ref) {
  return (
    <button
      ref={ref}
      type={type}
      className={className ? `button ${className}` : 'button'}
      data-variant={variant}
      data-size={size}
      {...rest}
    />
  )
})

/** A link to a route that looks like a button (the brand's solid one, or outlined). */
export function ButtonLink({
  variant = 'solid',
  ...rest
}: { variant?: ButtonVariant } & LinkProps) {
  return <RouterLink className="button" data-variant={variant} data-size="md" {...rest} />
}

/** A link to a route, underlined in the brand's colour. */
export function TextLink(props: LinkProps) {
  return <RouterLink className="link" data-variant="underline" data-palette="brand" {...props} />
}
