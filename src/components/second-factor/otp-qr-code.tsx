import { Box, Skeleton, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'

const SIZE = 200

type Drawn = { uri: string; src: string } | { uri: string; failed: true }

/**
 * The `otpauth://` URI as a QR code, drawn here (nothing leaves the browser) as an SVG image. The
 * QR code library loads with this step only.
 */
export function OtpQrCode({
  uri,
  alt,
  failedText,
}: {
  uri: string
  alt: string
  failedText: string
}) {
  const [drawn, setDrawn] = useState<Drawn>()
  useEffect(() => {
    let current = true
    import('qrcode')
      .then((QRCode) => QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (svg) => {
          if (current)
            setDrawn({ uri, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` })
        },
        () => {
          if (current) setDrawn({ uri, failed: true })
        },
      )
    return () => {
      current = false
    }
  }, [uri])

  if (!drawn || drawn.uri !== uri) {
    return <Skeleton width={`${SIZE}px`} height={`${SIZE}px`} aria-busy="true" />
  }
  if ('failed' in drawn) {
    return (
      <Text role="alert" color="fg.error">
        {failedText}
      </Text>
    )
  }
  return (
    <Box bg="white" padding="1" borderWidth="1px" borderRadius="md" width="fit-content">
      <img src={drawn.src} alt={alt} width={SIZE} height={SIZE} />
    </Box>
  )
}
