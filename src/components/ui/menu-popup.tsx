import { Menu, Portal } from '@chakra-ui/react'
import { Fragment } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useOpenAsAsked } from './after-page'
import type { LazyMenuProps, MenuEntry } from './lazy-menu'

function Entry({ entry }: { entry: MenuEntry }) {
  if ('items' in entry) {
    return (
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>{entry.label}</Menu.ItemGroupLabel>
        {entry.items.map((item) => (
          <Entry key={item.label} entry={item} />
        ))}
      </Menu.ItemGroup>
    )
  }
  if ('to' in entry) {
    return (
      <Menu.Item value={entry.to} asChild>
        <RouterLink to={entry.to}>{entry.label}</RouterLink>
      </Menu.Item>
    )
  }
  return (
    <Fragment>
      {entry.separated && <Menu.Separator />}
      <Menu.Item value={entry.label} disabled={entry.disabled} onClick={entry.onSelect}>
        {entry.label}
      </Menu.Item>
    </Fragment>
  )
}

/** The menu itself: loaded by LazyMenu once the page is up. */
export default function MenuPopup({
  trigger,
  entries,
  placement,
  scroll,
  defaultOpen,
  triggerId,
}: LazyMenuProps & { defaultOpen: boolean; triggerId: string }) {
  const [open, setOpen] = useOpenAsAsked(defaultOpen)
  return (
    // The entries are rendered with the trigger (hidden), not when the menu opens as Chakra's default
    // has it: under Preact (the builds) content mounted on opening arrives after zag has looked for
    // it, and then a keyboard opening left focus on the trigger and Escape did not close the menu
    // (e2e/by-width.spec.ts).
    <Menu.Root
      ids={{ trigger: triggerId }}
      positioning={placement ? { placement } : undefined}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      lazyMount={false}
      unmountOnExit={false}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content {...(scroll ? { maxH: '80vh', overflowY: 'auto' } : {})}>
            {entries.map((entry) => (
              <Entry key={entry.label} entry={entry} />
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
