/** A listing's photo, or a plain tile of the same size when it has none. */
export function ListingThumbnail({ src, size }: { src: string | null; size: number }) {
  const box = { width: size, height: size, borderRadius: 6, flex: 'none' as const };
  if (!src) return <span aria-hidden="true" css={{ ...box, background: '#e2e8f0' }} />;
  return <img src={src} alt="" width={size} height={size} css={{ ...box, objectFit: 'cover' }} />;
}
