import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type MouseEvent } from 'react'
import {
  getStaffMembersQueryKey,
  useStaffMembers,
  useStaffVendors,
} from '@generated/api/staff/staff'
import type { StaffMemberItem, StaffMemberList, StaffMemberState } from '@generated/model'
import { LoadError } from '@/components/account/account-page'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { EmptyState, Loading, StaffPage } from '../review/staff-page'
import { useStaffMember } from '../session/staff-member-context'
import { vendorName } from '../session/staff-session'
import { MemberDialog, type MemberAction } from './member-dialog'
import './members-messages'

// Colour says the same as the text, never instead of it: the state's word is always shown.
const statePalettes: Record<StaffMemberState, 'green' | 'gray' | 'orange' | 'red'> = {
  active: 'green',
  disabled: 'gray',
  setupPending: 'orange',
  setupExpired: 'red',
}

/**
 * /staff/members (admins): the staff members the signed-in admin manages (an alliance admin
 * every member, a vendor's admin their vendor's), each with their role, vendor and state; add
 * one (their set-up link shown once), edit one (name, role, vendor, disable or enable), or reset
 * one's password and second factor (a new set-up link).
 */
export function MembersScreen() {
  const { t, i18n } = useTranslation()
  const me = useStaffMember()
  const queryClient = useQueryClient()
  const { data, isPending, isError, refetch } = useStaffMembers({
    query: { meta: { silent: true } },
  })
  // The vendors to choose from: the alliance's admins only (a vendor's admin adds to their own).
  const vendors = useStaffVendors({
    query: { enabled: me.vendor === null, staleTime: 60_000, meta: { silent: true } },
  })
  const [action, setAction] = useState<MemberAction>()
  const [dialogOpen, setDialogOpen] = useState(false)
  const [opening, setOpening] = useState(0)
  const opener = useRef<HTMLElement | null>(null)

  function open(next: MemberAction, event: MouseEvent<HTMLElement>) {
    // Focus goes back to the button that opened the dialog when it closes.
    opener.current = event.currentTarget
    setAction(next)
    setOpening((count) => count + 1)
    setDialogOpen(true)
  }

  /** A member as the server answered: replaced in the list, or added to it. */
  const changed = (member: StaffMemberItem) =>
    queryClient.setQueryData(getStaffMembersQueryKey(), (old: StaffMemberList | undefined) => {
      if (!old) return old
      const known = old.list.some((item) => item.id === member.id)
      return {
        list: known
          ? old.list.map((item) => (item.id === member.id ? member : item))
          : [...old.list, member].sort((a, b) => a.email.localeCompare(b.email)),
      }
    })

  const vendor = me.vendor ? vendorName(me.vendor, i18n.language) : ''
  return (
    <StaffPage
      title={t('staffMembers.title')}
      description={
        me.vendor
          ? t('staffMembers.descriptionVendor', { vendor })
          : t('staffMembers.descriptionAlliance')
      }
    >
      <Button
        colorPalette="brand"
        alignSelf="flex-start"
        onClick={(event) => open({ kind: 'add' }, event)}
      >
        {t('staffMembers.add')}
      </Button>
      {isPending ? (
        <Loading />
      ) : isError ? (
        <LoadError
          title={t('staffMembers.loadFailed')}
          retryLabel={t('staffMembers.retry')}
          onRetry={() => void refetch()}
        />
      ) : data.list.length === 0 ? (
        <EmptyState>{t('staffMembers.empty')}</EmptyState>
      ) : (
        <Stack gap="4">
          <Text color="fg.muted">{t('staffMembers.count', { count: data.list.length })}</Text>
          <MembersTable
            members={data.list}
            myEmail={me.email}
            onEdit={(member, event) => open({ kind: 'edit', member }, event)}
            onReset={(member, event) => open({ kind: 'reset', member }, event)}
          />
        </Stack>
      )}
      <MemberDialog
        action={action}
        open={dialogOpen}
        opening={opening}
        me={me}
        vendors={vendors}
        onClose={() => setDialogOpen(false)}
        onChanged={changed}
        onGone={() => void refetch()}
        finalFocus={() => opener.current}
      />
    </StaffPage>
  )
}

export function MemberStateBadge({ state }: { state: StaffMemberState }) {
  const { t } = useTranslation()
  return (
    <Badge variant="subtle" size="md" colorPalette={statePalettes[state]} data-state={state}>
      {t(`staffMembers.states.${state}`)}
    </Badge>
  )
}

/** One member a row; on a narrow screen the table scrolls inside its frame. */
function MembersTable({
  members,
  myEmail,
  onEdit,
  onReset,
}: {
  members: StaffMemberItem[]
  myEmail: string
  onEdit: (member: StaffMemberItem, event: MouseEvent<HTMLElement>) => void
  onReset: (member: StaffMemberItem, event: MouseEvent<HTMLElement>) => void
}) {
  const { t, i18n } = useTranslation()
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('staffMembers.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('staffMembers.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffMembers.email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffMembers.role')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffMembers.vendor')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffMembers.state')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffMembers.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {members.map((member) => {
            const mine = member.email === myEmail
            return (
              <Table.Row key={member.id}>
                <Table.Cell minWidth="24">
                  {member.name ?? (
                    <Text as="span" color="fg.muted">
                      {t('staffMembers.noName')}
                    </Text>
                  )}
                  {mine && (
                    <Badge size="sm" variant="outline" marginStart="2">
                      {t('staffMembers.you')}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell wordBreak="break-all" minWidth="40">
                  {member.email}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{t(`staff.roles.${member.role}`)}</Table.Cell>
                <Table.Cell minWidth="24">
                  {member.vendor
                    ? vendorName(member.vendor, i18n.language)
                    : t('staffMembers.alliance')}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <MemberStateBadge state={member.state} />
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t('staffMembers.editLabel', { email: member.email })}
                      aria-haspopup="dialog"
                      onClick={(event) => onEdit(member, event)}
                    >
                      {t('staffMembers.edit')}
                    </Button>
                    {!mine && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t('staffMembers.resetLabel', { email: member.email })}
                        aria-haspopup="dialog"
                        onClick={(event) => onReset(member, event)}
                      >
                        {t('staffMembers.reset')}
                      </Button>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
