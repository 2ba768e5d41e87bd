import { Image } from '@mantine/core';

/** Shown when an image address does not load (moved file, old upload). */
const PLACEHOLDER =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="140" viewBox="0 0 200 140"><rect width="200" height="140" fill="#f1f3f5"/><text x="100" y="75" font-family="sans-serif" font-size="14" fill="#495057" text-anchor="middle">Imagem indisponível</text></svg>',
  );

/** A record's photo or logo on show pages, with a placeholder when the file cannot be loaded. */
export function Thumbnail({ src, alt, w = 200, h = 140, fit = 'cover' }: { src: string; alt: string; w?: number; h?: number; fit?: 'cover' | 'contain' }) {
  return <Image src={src} alt={alt} w={w} h={h} radius="md" fit={fit} fallbackSrc={PLACEHOLDER} />;
}
