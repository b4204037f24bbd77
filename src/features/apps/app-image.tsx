import { Box, chakra, Skeleton, type BoxProps } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import { useAppImage } from '@generated/api/apps/apps'

/**
 * An icon or screenshot of one of the developer's apps. appImage answers its bytes only with the
 * session's token, which an <img src> cannot send: the bytes are read through the generated hook
 * and shown through an object URL (docs/open-platform.md). Until then, and should the read fail, a
 * placeholder of the same size.
 */
export function AppImage({
  id,
  alt,
  width,
  height,
  ...frame
}: { id: number; alt: string; width: BoxProps['width']; height: BoxProps['height'] } & Omit<
  BoxProps,
  'children' | 'width' | 'height' | 'id'
>) {
  const { data, isPending, isError } = useAppImage(
    { id },
    // An image of a given id never changes: a new one gets a new id.
    { query: { staleTime: Infinity, meta: { silent: true } } },
  )
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    if (!data || !image.current) return
    // Made here, not while rendering: each URL is revoked by the effect that made it.
    const url = URL.createObjectURL(data)
    image.current.src = url
    return () => URL.revokeObjectURL(url)
  }, [data])
  if (isPending) return <Skeleton width={width} height={height} aria-busy="true" {...frame} />
  if (isError || !data) {
    return (
      <Box width={width} height={height} bg="bg.muted" role="img" aria-label={alt} {...frame} />
    )
  }
  return (
    <chakra.img
      ref={image}
      alt={alt}
      width={width}
      height={height}
      objectFit="cover"
      bg="bg.muted"
      {...frame}
    />
  )
}
