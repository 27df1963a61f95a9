import { Button } from '@staydesk/design-system';
import {
  writeRemoteOverrides,
  type RemoteOverride,
  type RemoteOverridesInEffect,
} from '../../federation/remote-overrides';
import { bannerStyle } from './banner-style';

function originOf({ manifestUrl }: RemoteOverride): string {
  try {
    return new URL(manifestUrl).origin;
  } catch {
    // A hand-edited value: shown as it is kept.
    return manifestUrl;
  }
}

/**
 * Says, on every page, that this browser runs other builds than the deployment's, so nobody
 * mistakes what they see for what users get; 'Reset' returns to the deployment's remotes.
 */
export default function RemoteOverrideBadge({ inEffect }: { inEffect: RemoteOverridesInEffect }) {
  const { applied, ignored, settings } = inEffect;
  const reset = () => {
    writeRemoteOverrides(settings.userId, {});
    window.location.reload();
  };
  return (
    <section
      aria-label="Overridden remotes"
      css={{
        ...bannerStyle,
        padding: '4px 16px',
        background: '#ede9fe',
        color: '#3b0764',
        display: 'flex',
        gap: 8,
        justifyContent: 'center',
        alignItems: 'center',
        flexWrap: 'wrap',
        fontSize: 13,
      }}
    >
      {applied.map((override) => (
        <span key={override.remote}>
          {override.remote} from {originOf(override)}
        </span>
      ))}
      {ignored.map((override) => (
        <span key={override.remote}>
          {override.remote} override ignored: {originOf(override)} is no longer allowed
        </span>
      ))}
      <Button size="sm" variant="secondary" onClick={reset}>
        Reset
      </Button>
    </section>
  );
}
