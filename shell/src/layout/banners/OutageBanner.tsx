import { useEffect, useState } from 'react';
import { OUTAGE_EVENT_TYPE, type Outage, type PlatformApi } from '@staydesk/contracts';
import { bannerStyle } from './banner-style';

/** The outage state now, and as the API announces changes on the live stream. */
function useOutage(platform: PlatformApi): Outage | null {
  const [outage, setOutage] = useState<Outage | null>(null);
  useEffect(() => {
    let live = true;
    // An announcement is newer than a read still on its way: the read's answer then stays unused,
    // or an outage raised meanwhile would show and vanish again.
    let announced = false;
    void platform
      .apiFetch('/api/system/outage')
      .then((response) => (response.ok ? (response.json() as Promise<Outage>) : null))
      .then((state) => live && !announced && setOutage(state))
      // Offline or the API down: the connectivity banner speaks for that.
      .catch(() => undefined);
    const unsubscribe = platform.subscribe<Outage>('platform', (event) => {
      if (event.type !== OUTAGE_EVENT_TYPE) return;
      announced = true;
      setOutage(event.payload);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [platform]);
  return outage;
}

export default function OutageBanner({ platform }: { platform: PlatformApi }) {
  const outage = useOutage(platform);
  if (!outage?.active) return null;
  return (
    <div role="status" css={{ ...bannerStyle, background: '#ffedd5', color: '#431407' }}>
      Service disruption: {outage.description}
      {outage.statusPageUrl && (
        <>
          {' '}
          <a
            href={outage.statusPageUrl}
            target="_blank"
            rel="noopener noreferrer"
            css={{ color: 'inherit' }}
          >
            View the provider&apos;s status page
          </a>
        </>
      )}
    </div>
  );
}
