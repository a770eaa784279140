import { beforeAll, expect, it } from 'vitest'

import { IMAGE_OPTIMIZER, IMAGE_SIZES } from '@/lib/image-sizes'
import type { Media } from '@/payload-types'

import { imageProps } from './responsive-image'

type GetImageProps = typeof import('next/image').getImageProps
let getImageProps: GetImageProps

beforeAll(async () => {
  // Next's build hands the image configuration to `next/image` in this variable, as an object.
  process.env = { ...process.env, __NEXT_IMAGE_OPTS: { ...IMAGE_SIZES, path: IMAGE_OPTIMIZER, loader: 'default' } as unknown as string }
  ;({ getImageProps } = await import('next/image'))
})

const media = (fields: Partial<Media>) => ({ id: 1, url: '/api/media/file/class room.jpg', updatedAt: '2026-11-02T10:00:00.000Z', ...fields }) as Media

const cases = [
  { media: media({ width: 1600, height: 900 }), options: { alt: 'A classroom', sizes: '100vw' } },
  { media: media({ width: 800, height: 600 }), options: { alt: '', sizes: '(min-width: 60rem) 50vw, 100vw', loading: 'preload' as const, className: 'hero' } },
  { media: media({ width: 320, height: 320 }), options: { alt: 'An icon', sizes: '20rem', loading: 'eager' as const } },
  { media: media({ url: '/api/media/file/kit.png?download=1' }), options: { alt: 'A kit', sizes: '(min-width: 48rem) 33vw, 90vw' } },
]

it("gives a picture the same attributes as Next's own getImageProps, whose optimizer serves them", () => {
  for (const { media, options } of cases) {
    const { loading = 'lazy' } = options
    const expected = getImageProps({
      src: imageProps(media, options).src.replace(/^.*?url=([^&]*).*$/, (_, url: string) => decodeURIComponent(url)),
      alt: options.alt,
      width: media.width ?? 1200,
      height: media.height ?? 800,
      sizes: options.sizes,
      className: 'className' in options ? options.className : undefined,
      loading: loading === 'lazy' ? 'lazy' : 'eager',
      fetchPriority: loading === 'preload' ? 'high' : undefined,
    }).props
    expect(imageProps(media, options)).toEqual(expected)
  }
})

it('offers only the widths a picture can need, each at the one quality the optimizer serves', () => {
  const half = imageProps(media({ width: 1600, height: 900 }), { alt: '', sizes: '(min-width: 60rem) 50vw, 100vw' })
  expect(half.srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['384w', '640w', '750w', '828w', '1080w', '1200w', '1920w'])
  expect(half.src).toBe('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fclass%20room.jpg%3Fv%3Dmvz38740&w=1920&q=75')
})
