import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { CopyStatus, type CopyTexts } from './copy-status'
import { useCopy } from './use-copy'

/** The secret in groups of four, as authenticator apps ask it to be typed. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/**
 * An authenticator's secret for typing by hand (when the QR code cannot be scanned): grouped for
 * reading, copied without the spaces. The texts come from the screen's own messages.
 */
export function AuthenticatorSecret({
  secret,
  texts,
}: {
  secret: string
  texts: CopyTexts & { label: string; copy: string }
}) {
  const labelId = useId()
  const { state, copy } = useCopy()
  return (
    <Stack gap="2">
      <Text id={labelId} fontWeight="medium">
        {texts.label}
      </Text>
      <Text
        aria-labelledby={labelId}
        fontFamily="mono"
        fontSize="lg"
        letterSpacing="wider"
        wordBreak="break-word"
      >
        {groupSecret(secret)}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => copy(secret)}>
          {texts.copy}
        </Button>
        <CopyStatus state={state} texts={texts} />
      </HStack>
    </Stack>
  )
}
