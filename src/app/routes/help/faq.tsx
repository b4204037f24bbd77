import { Box, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { PreparingPage } from '@/components/layout/preparing-page'

/** faq/:id of either help centre. Content, a later issue. */
export function Component() {
  const { id = '' } = useParams()
  const { t } = useTranslation()
  // Spec section 2: moving from one question to another starts at the top of the new one.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 })
  }, [id])
  return (
    <Box>
      <PreparingPage />
      <Text mt="4" color="fg.muted">
        {t('help.question', { id })}
      </Text>
    </Box>
  )
}
