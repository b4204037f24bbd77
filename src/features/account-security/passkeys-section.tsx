import { Alert, Button, DataList, List, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { getGetAccountSecurityQueryKey, removePasskey } from '@generated/api/security/security'
import type { Passkey } from '@generated/model'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { lazyAfterPage } from '@/components/ui/lazy-after-page'
import { toaster } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { afterFirstPage } from '@/lib/first-paint/first-page'
import { formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { browserHasWebAuthn } from '@/lib/passkeys'
import { NOT_PROVED, useWithProof } from '@/components/recent-proof/recent-proof'

// The form is not in the page's first load: it loads once the page is painted.
const loadForm = () => import('./add-passkey-form')
const AddPasskeyForm = lazyAfterPage(loadForm)

/**
 * The developer's passkeys: each with when it was added and last used, removed after a
 * confirmation; a new one created by the browser under a name. What an action did is said in the
 * section's status line.
 */
export function PasskeysSection({
  passkeys,
  twoStepEnabled,
}: {
  passkeys: Passkey[]
  twoStepEnabled: boolean
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [adding, setAdding] = useState(false)
  const [result, setResult] = useState('')
  const addButton = useRef<HTMLButtonElement>(null)
  const reread = () => queryClient.invalidateQueries({ queryKey: getGetAccountSecurityQueryKey() })
  // Without WebAuthn nothing can be added here; the passkeys made elsewhere can still be removed.
  const [supported] = useState(browserHasWebAuthn)
  useEffect(() => {
    if (supported) void afterFirstPage().then(loadForm)
  }, [supported])

  // When the form closes its buttons are gone: focus goes back to the button that opened it, once
  // that button is rendered again.
  const returnFocus = useRef(false)
  const closeForm = () => {
    returnFocus.current = true
    setAdding(false)
  }
  useEffect(() => {
    if (adding || !returnFocus.current) return
    returnFocus.current = false
    addButton.current?.focus()
  }, [adding])

  return (
    <Stack gap="4">
      <Text>{t('security.passkeys.intro')}</Text>
      {passkeys.length === 0 ? (
        <Text color="fg.muted">{t('security.passkeys.none')}</Text>
      ) : (
        <List.Root variant="plain" gap="3" aria-label={t('security.passkeys.list')}>
          {passkeys.map((passkey) => (
            <PasskeyCard
              key={passkey.id}
              passkey={passkey}
              // The last way in besides the password: say so before it goes.
              isLastWayBesidesPassword={passkeys.length === 1 && !twoStepEnabled}
              onRemoved={async (message) => {
                setResult(message)
                await reread()
              }}
            />
          ))}
        </List.Root>
      )}
      {!supported ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('security.passkeys.unsupported')}</Alert.Title>
        </Alert.Root>
      ) : adding ? (
        <Suspense fallback={<Skeleton height="32" />}>
          <AddPasskeyForm
            onAdded={async (name) => {
              closeForm()
              setResult(t('security.passkeys.added', { name }))
              await reread()
            }}
            onCancel={closeForm}
          />
        </Suspense>
      ) : (
        <div>
          <Button
            ref={addButton}
            colorPalette="brand"
            onClick={() => {
              setResult('')
              setAdding(true)
            }}
          >
            {t('security.passkeys.add')}
          </Button>
        </div>
      )}
      {/* Always rendered: a live region must exist before what it announces. */}
      <Text role="status" color="fg.muted" fontSize="sm">
        {result}
      </Text>
    </Stack>
  )
}

function PasskeyCard({
  passkey,
  isLastWayBesidesPassword,
  onRemoved,
}: {
  passkey: Passkey
  isLastWayBesidesPassword: boolean
  onRemoved: (message: string) => Promise<void>
}) {
  const { t } = useTranslation()
  const labelId = useId()
  const withProof = useWithProof()

  async function remove() {
    try {
      // Closing the "confirm it's you" dialog leaves the passkey, and this dialog, as they were.
      if ((await withProof(() => removePasskey({ id: passkey.id }))) === NOT_PROVED) return false
      await onRemoved(t('security.passkeys.removed', { name: passkey.name }))
    } catch (error) {
      // Removed meanwhile (on another device): what the developer wanted has happened.
      if (error instanceof ApiError && error.reason === 'passkeyNotFound') {
        await onRemoved(t('security.passkeys.alreadyRemoved'))
      } else {
        toaster.error({ title: errorText(error) })
      }
    }
  }

  return (
    <List.Item
      aria-labelledby={labelId}
      borderWidth="1px"
      borderRadius="md"
      padding="4"
      display="flex"
      flexDirection="column"
      gap="3"
    >
      <Text id={labelId} fontWeight="semibold" overflowWrap="anywhere">
        {passkey.name}
      </Text>
      <DataList.Root orientation="horizontal" size="sm" variant="subtle">
        <DataList.Item>
          <DataList.ItemLabel>{t('security.passkeys.addedAt')}</DataList.ItemLabel>
          <DataList.ItemValue>{formatDateTime(passkey.createdAt)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('security.passkeys.lastUsedAt')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {passkey.lastUsedAt
              ? formatDateTime(passkey.lastUsedAt)
              : t('security.passkeys.neverUsed')}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <div>
        <ConfirmDialog
          triggerProps={{ size: 'sm', 'aria-describedby': labelId }}
          triggerLabel={t('security.passkeys.remove')}
          title={t('security.passkeys.removeTitle')}
          confirmLabel={t('security.passkeys.removeConfirm')}
          onConfirm={remove}
        >
          <Stack gap="3">
            <Text>{t('security.passkeys.removeText', { name: passkey.name })}</Text>
            {isLastWayBesidesPassword && (
              <Text fontWeight="semibold" color="fg.warning">
                {t('security.passkeys.removeLast')}
              </Text>
            )}
          </Stack>
        </ConfirmDialog>
      </div>
    </List.Item>
  )
}
