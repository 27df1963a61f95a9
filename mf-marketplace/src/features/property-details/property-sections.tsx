import { css, type Theme } from '@emotion/react';
import { approximateDuration, sameDayCheckIn, type Listing, type Task } from '@staydesk/contracts';
import { DetailList, SafeHtml } from '@staydesk/design-system/panels';
import type { ReactNode } from 'react';

export const sectionStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  font-size: ${theme.typography.sizes.sm};
  h3 {
    margin: 0;
    font-size: ${theme.typography.sizes.md};
    font-weight: ${theme.typography.weights.semibold};
  }
  p {
    margin: 0;
  }
`;

const noticeStyle = (theme: Theme) => css`
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.tones.warning.softBackground};
  color: ${theme.colors.tones.warning.softText};
`;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section css={sectionStyle} aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function Overview({ details }: { details: Listing['details'] }) {
  return (
    <Section title="Overview">
      <DetailList
        layout="figures"
        details={[
          { term: 'Guests', value: details.guests },
          { term: 'Bedrooms', value: details.bedrooms },
          { term: 'Baths', value: details.baths },
          { term: 'Beds', value: details.beds },
        ]}
      />
    </Section>
  );
}

/** The banner of a task due on the day the next guests arrive. */
export function SameDayCheckIn({ task }: { task: Task }) {
  const notice = sameDayCheckIn(task);
  if (!notice) return null;
  return (
    <div role="note" css={noticeStyle}>
      <strong>Same-day check-in</strong>
      <p>
        Guests arrive at {notice.time} on the day this task is due: {plural(notice.guests, 'guest')}
        . Finish before they check in.
      </p>
    </div>
  );
}

export function Analytics({ task }: { task: Task }) {
  const { averageDuration, completedCount } = task.historicalAnalytics;
  const estimate = approximateDuration(task);
  return (
    <Section title="Analytics">
      <DetailList
        layout="figures"
        details={[
          { term: 'Estimated duration', value: estimate === null ? '—' : `${estimate} min` },
          {
            term: 'Average here',
            value: averageDuration === null ? '—' : `${averageDuration} min`,
          },
          { term: 'Completed here', value: plural(completedCount, 'time') },
        ]}
      />
    </Section>
  );
}

const mapsUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export function Address({ location }: { location: Listing['location'] }) {
  const street = [location.address, location.apt].filter(Boolean).join(', ');
  const town = [location.city, location.state, location.zipcode].filter(Boolean).join(', ');
  const full = [street, town].filter(Boolean).join(', ');
  return (
    <Section title="Address">
      <address css={{ fontStyle: 'normal' }}>
        {street && <p>{street}</p>}
        {town && <p>{town}</p>}
      </address>
      {full && (
        <a href={mapsUrl(full)} target="_blank" rel="noopener noreferrer">
          Open in Maps
        </a>
      )}
    </Section>
  );
}

interface AccessProps {
  instructions: string | null;
  wifi: { network: string; password: string } | null;
}

/** How to get in: the host's provider instructions (sanitised HTML) and the wifi. */
export function AccessInstructions({ instructions, wifi }: AccessProps) {
  return (
    <Section title="Access instructions">
      {instructions ? (
        <SafeHtml html={instructions} />
      ) : (
        <p>The host has left no provider instructions.</p>
      )}
      {wifi && (
        <DetailList
          details={[
            { term: 'Wifi network', value: wifi.network },
            { term: 'Wifi password', value: wifi.password },
          ]}
        />
      )}
    </Section>
  );
}
