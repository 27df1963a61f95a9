import { css, type Theme } from '@emotion/react';
import { SWIPE_THRESHOLD_PX } from '@staydesk/contracts';
import { IconButton } from '@staydesk/design-system';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

interface Photo {
  largeUrl: string;
  thumbnailUrl: string;
}

const frameStyle = (theme: Theme) => css`
  position: relative;
  overflow: hidden;
  aspect-ratio: 16 / 10;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background.muted};
  touch-action: pan-y;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    user-select: none;
    -webkit-user-drag: none;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const controlsStyle = (theme: Theme) => css`
  position: absolute;
  inset: auto 0 ${theme.space[2]} 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 ${theme.space[2]};
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

const counterStyle = (theme: Theme) => css`
  padding: ${theme.space[1]} ${theme.space[2]};
  border-radius: ${theme.radii.full};
  background: rgb(15 23 42 / 70%);
  color: #fff;
  font-size: ${theme.typography.sizes.xs};
`;

/**
 * The listing's photos one at a time: a swipe of 50 px or more, the arrow keys or the buttons
 * move between them (plain pointer events: the carousel libraries weigh more than this).
 */
export function PhotoCarousel({ photos, name }: { photos: readonly Photo[]; name: string }) {
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  if (photos.length === 0) return null;
  const count = photos.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const photo = photos[Math.min(index, count - 1)] ?? photos[0];

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    if (Math.abs(moved) >= SWIPE_THRESHOLD_PX) go(moved < 0 ? 1 : -1);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      css={frameStyle}
      aria-roledescription="carousel"
      aria-label="Property photos"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (start.current = null)}
    >
      <img
        src={photo?.largeUrl || photo?.thumbnailUrl}
        alt={`${name}, photo ${index + 1} of ${count}`}
        draggable={false}
      />
      {count > 1 && (
        <div css={controlsStyle}>
          <IconButton
            label="Previous photo"
            icon="‹"
            variant="secondary"
            size="sm"
            onClick={() => go(-1)}
          />
          <span css={counterStyle} aria-live="polite">
            {index + 1} / {count}
          </span>
          <IconButton
            label="Next photo"
            icon="›"
            variant="secondary"
            size="sm"
            onClick={() => go(1)}
          />
        </div>
      )}
    </section>
  );
}
