import { useEffect, useState } from 'react';
import { VisuallyHidden } from '@staydesk/design-system';
import { SafeHtml } from '@staydesk/design-system/panels';
import { PageError, PageFrame, PageLoading } from '../page-kit/PageFrame';
import type { JsonLoad } from '../page-kit/query-load';
import { releaseNotesHtml } from './release-notes';

// Emitted by the build as a file of its own, so the notes change without touching the code.
const RELEASE_NOTES_URL = new URL('../../../../docs/changelog.md', import.meta.url);

/** The product's release notes, newest first. */
export default function ChangelogPage() {
  const [notes, setNotes] = useState<JsonLoad<string>>({ state: 'loading' });
  useEffect(() => {
    fetch(RELEASE_NOTES_URL)
      .then(async (response) => {
        if (!response.ok) throw new Error(`the server answered ${response.status}`);
        setNotes({ state: 'ready', data: releaseNotesHtml(await response.text()) });
      })
      .catch((error: unknown) => setNotes({ state: 'error', message: (error as Error).message }));
  }, []);
  return (
    <PageFrame title="Changelog" titleId="changelog-title">
      {notes.state === 'loading' && <PageLoading />}
      {notes.state === 'error' && (
        <PageError>Failed to load the release notes: {notes.message}</PageError>
      )}
      {notes.state === 'ready' && (
        <>
          {/* The releases are third-level headings (the sanitiser keeps no higher one): this
              second level joins them to the page's title for those who move by headings. */}
          <h2 css={{ margin: 0 }}>
            <VisuallyHidden>Releases, newest first</VisuallyHidden>
          </h2>
          <SafeHtml html={notes.data} css={{ maxWidth: 720 }} />
        </>
      )}
    </PageFrame>
  );
}
