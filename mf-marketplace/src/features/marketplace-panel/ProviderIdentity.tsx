import { css, type Theme } from '@emotion/react';
import { firstAndMore, type ProviderSummary } from '@staydesk/contracts';
import { Avatar } from '@staydesk/design-system';
import { mutedStyle } from './tabStyles';

const identityStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-width: 0;
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
`;

const chipsStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${theme.space[2]};
    border-radius: ${theme.radii.full};
    background: ${theme.colors.background.muted};
    font-size: ${theme.typography.sizes.xs};
  }
`;

/** '4.8 ★ (12 reviews) · 30 tasks completed' */
export const providerStats = (provider: ProviderSummary): string =>
  `${provider.rating.toFixed(1)} ★ (${provider.totalReviews} review${provider.totalReviews === 1 ? '' : 's'}) · ${provider.completedTasks} task${provider.completedTasks === 1 ? '' : 's'} completed`;

/** A provider's picture, name, rating, reviews and completed tasks. */
export function ProviderIdentity({ provider }: { provider: ProviderSummary }) {
  return (
    <div css={identityStyle}>
      <Avatar name={provider.name} src={provider.image} size={40} />
      <div>
        <strong>{provider.name}</strong>
        <p css={mutedStyle}>{providerStats(provider)}</p>
      </div>
    </div>
  );
}

/** The first few items, then '+N more' (a provider card's service areas and skills). */
export function Chips({ label, items, shown }: { label: string; items: string[]; shown: number }) {
  const { shown: first, more } = firstAndMore(items, shown);
  if (items.length === 0) return null;
  return (
    <ul css={chipsStyle} aria-label={label}>
      {first.map((item) => (
        <li key={item}>{item}</li>
      ))}
      {more > 0 && <li>{`+${more} more`}</li>}
    </ul>
  );
}
