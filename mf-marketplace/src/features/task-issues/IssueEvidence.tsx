import type { TaskIssue } from '@staydesk/contracts';

const seconds = (duration: number | null) =>
  duration === null ? '' : ` (${Math.round(duration)} s)`;

/** The issue's photos, voice notes with their transcription, and videos. */
export function IssueEvidence({ issue }: { issue: TaskIssue }) {
  const { photos, voice_recordings: voices, videos } = issue;
  if (photos.length + voices.length + videos.length === 0) return null;
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space[2] })}>
      {photos.length > 0 && (
        <ul aria-label="Photos" css={gridList}>
          {photos.map((photo) => (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.url}
                  alt={photo.caption ?? 'Issue photo'}
                  loading="lazy"
                  css={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 6 }}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {voices.map((voice) => (
        <figure key={voice.url} css={{ margin: 0 }}>
          <audio controls preload="none" src={voice.url} css={{ width: '100%' }} />
          <figcaption>
            Voice note{seconds(voice.duration)}
            {voice.transcription ? `: “${voice.transcription}”` : ''}
          </figcaption>
        </figure>
      ))}
      {videos.map((video) => (
        <figure key={video.url} css={{ margin: 0 }}>
          <video
            controls
            preload="none"
            src={video.url}
            poster={video.thumbnail ?? undefined}
            css={{ width: '100%', maxHeight: 240, borderRadius: 6 }}
          />
          <figcaption>
            {video.caption ?? 'Video'}
            {seconds(video.duration)}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

const gridList = {
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: 8,
  listStyle: 'none',
  margin: 0,
  padding: 0,
};
