import { css, type Theme } from '@emotion/react';
import {
  PREFERENCE_GROUPS,
  type PlatformProps,
  type NotificationType,
  type PreferenceGroup,
} from '@staydesk/contracts';
import { Button, EmptyState, Skeleton } from '@staydesk/design-system';
import { useCallback, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useGetNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } from './api';
import { DeliveryChannelsFieldset } from './DeliveryChannelsFieldset';
import { PreferenceGroupFieldset } from './PreferenceGroupFieldset';
import {
  formFromPreferences,
  preferencesFromForm,
  sameForm,
  withChannel,
  withGroup,
  withType,
  type PreferencesForm,
} from './preferences-form';
import type { PushBrowser } from './push/push-browser';
import { PushOnThisBrowser } from './push/PushOnThisBrowser';
import { SaveBar, type SaveOutcome } from './SaveBar';
import { saveErrorMessage } from './save-error';
import { headingStyle, hintStyle } from './settings-styles';
import { useLeaveWarning } from './useLeaveWarning';

const pageStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  max-width: 960px;
  margin: 0 auto;
  padding: ${theme.space[6]} ${theme.space[4]} 0;
`;

const groupGridStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  align-items: start;
  gap: ${theme.space[4]};
`;

function PageFrame({ children }: { children: ReactNode }) {
  return (
    <div css={pageStyle}>
      <h1 css={(theme) => ({ margin: 0, fontSize: theme.typography.sizes.xxl })}>
        Notification settings
      </h1>
      <p css={hintStyle}>
        Choose how Staydesk reaches you and about what. Critical alerts and tasks assigned to you
        always reach you.
      </p>
      {children}
    </div>
  );
}

function Loading() {
  return (
    <div aria-busy="true" css={(theme) => ({ display: 'grid', gap: theme.space[4] })}>
      <p css={hintStyle} role="status">
        Loading notification settings…
      </p>
      {[96, 160, 240].map((height) => (
        <Skeleton key={height} height={height} radius="lg" />
      ))}
    </div>
  );
}

export interface NotificationSettingsPageProps extends PlatformProps {
  /** The browser's push machinery; tests and stories hand in a fake. */
  pushBrowser?: PushBrowser;
}

/** /settings/notifications: delivery channels, this browser's push, and the 13 categories. */
export function NotificationSettingsPage({ platform, pushBrowser }: NotificationSettingsPageProps) {
  const query = useGetNotificationPreferencesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save, { isLoading: saving }] = useSaveNotificationPreferencesMutation();
  const saved = useMemo(() => query.data && formFromPreferences(query.data), [query.data]);
  // Changes not yet saved; kept through a failed save, and through a refetch of the saved state.
  const [draft, setDraft] = useState<PreferencesForm | null>(null);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const categoriesId = useId();
  const form = draft ?? saved;
  const dirty = Boolean(draft && saved && !sameForm(draft, saved));
  useLeaveWarning(dirty);

  // Stable handlers, so a change re-renders only the category it touches.
  const change = useCallback(
    (next: (current: PreferencesForm) => PreferencesForm) =>
      setDraft((current) => {
        const base = current ?? saved;
        return base ? next(base) : current;
      }),
    [saved],
  );
  const changeGroup = useCallback(
    (group: PreferenceGroup, enabled: boolean) =>
      change((current) => withGroup(current, group, enabled)),
    [change],
  );
  const changeType = useCallback(
    (group: PreferenceGroup, type: NotificationType, on: boolean) =>
      change((current) => withType(current, group, type, on)),
    [change],
  );

  if (!form) {
    return (
      <PageFrame>
        {query.isError ? (
          <div role="alert">
            <EmptyState
              title="Notification settings could not be loaded"
              description="Check your connection and try again."
              action={
                <Button variant="secondary" loading={query.isFetching} onClick={query.refetch}>
                  Try Again
                </Button>
              }
            />
          </div>
        ) : (
          <Loading />
        )}
      </PageFrame>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || !dirty || saving) return;
    setOutcome(null);
    try {
      await save(preferencesFromForm(draft)).unwrap();
      setOutcome({ kind: 'saved' });
      platform.toast('Notification settings saved', 'success');
    } catch (error) {
      setOutcome({ kind: 'failed', message: saveErrorMessage(error) });
    }
  };
  const discard = () => {
    setDraft(null);
    setOutcome(null);
  };

  return (
    <PageFrame>
      <PushOnThisBrowser
        apiFetch={platform.apiFetch}
        userId={platform.session.user.id}
        pushChannelOn={form.delivery.push}
        browser={pushBrowser}
      />
      <form
        onSubmit={(event) => void submit(event)}
        aria-label="Notification preferences"
        css={(theme) => ({ display: 'grid', gap: theme.space[4] })}
      >
        <DeliveryChannelsFieldset
          value={form.delivery}
          onChange={(channel, on) => change((current) => withChannel(current, channel, on))}
        />
        <section
          aria-labelledby={categoriesId}
          css={(theme) => ({ display: 'grid', gap: theme.space[3] })}
        >
          <h2 id={categoriesId} css={headingStyle}>
            Categories
          </h2>
          <p css={hintStyle}>
            Turn a category off to stop all of its notifications, or pick the ones you want.
          </p>
          <div css={groupGridStyle}>
            {PREFERENCE_GROUPS.map((group) => (
              <PreferenceGroupFieldset
                key={group}
                group={group}
                value={form.groups[group]}
                onGroupChange={changeGroup}
                onTypeChange={changeType}
              />
            ))}
          </div>
        </section>
        <SaveBar dirty={dirty} saving={saving} outcome={outcome} onDiscard={discard} />
      </form>
    </PageFrame>
  );
}
