import { css, type Theme } from '@emotion/react';
import { shortPropertyName, type TaskProperty } from '@staydesk/contracts';
import { DetailList } from '../DetailList/DetailList';
import { SafeHtml } from '../SafeHtml/SafeHtml';
import { businessContactRows, platformRows } from '../DetailList/property-rows';

const mutedStyle = (theme: Theme) => css`
  color: ${theme.colors.text.secondary};
`;

const cardStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.lg};
  font-size: ${theme.typography.sizes.sm};
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${theme.radii.md};
  }
  p {
    margin: 0;
  }
`;

const summaryStyle = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[3]};
  min-width: 0;
`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What a property card shows: a task's property, or a listing the creation panel loaded. */
export type PropertyCardData = Pick<
  TaskProperty,
  'name' | 'thumbnail' | 'location' | 'details' | 'businessDetails' | 'platformData'
> & {
  access?: TaskProperty['access'];
};

/**
 * The property: name (25 characters), picture, address and size, who runs it and where it is
 * published, and for the assigned provider (the API sends it to no one else) how to get in.
 * The task creation panel, the task sidebar and a provider's 'Property Details' show the same
 * card.
 */
export function PropertyCard({ property, label }: { property: PropertyCardData; label?: string }) {
  const { location, details, access } = property;
  const businessAndPlatforms = [
    ...(property.businessDetails ? businessContactRows(property.businessDetails) : []),
    ...platformRows(property.platformData),
  ];
  return (
    <div css={cardStyle} role={label ? 'region' : undefined} aria-label={label}>
      <div css={summaryStyle}>
        {property.thumbnail && <img src={property.thumbnail} alt="" />}
        <div css={{ minWidth: 0 }}>
          <p css={{ fontWeight: 600 }} title={property.name}>
            {shortPropertyName(property.name)}
          </p>
          <p css={mutedStyle}>
            {[location.address, location.city, location.state].filter(Boolean).join(', ')}
          </p>
          <p css={mutedStyle}>
            {[
              plural(details.guests, 'guest'),
              plural(details.bedrooms, 'bedroom'),
              plural(details.beds, 'bed'),
              plural(details.baths, 'bath'),
              details.propertyType,
              details.roomType,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {access?.wifi && (
            <p>
              Wi-Fi: {access.wifi.network} · password {access.wifi.password}
            </p>
          )}
          {access?.instructions && <AccessInstructions text={access.instructions} />}
        </div>
      </div>
      {businessAndPlatforms.length > 0 && <DetailList details={businessAndPlatforms} />}
    </div>
  );
}

/** Listings keep their access instructions as HTML (from the channel manager) or plain text. */
const looksLikeHtml = (text: string) => /<\/?[a-z][^>]*>/i.test(text);

function AccessInstructions({ text }: { text: string }) {
  return looksLikeHtml(text) ? (
    <SafeHtml html={text} />
  ) : (
    <p css={{ whiteSpace: 'pre-wrap' }}>{text}</p>
  );
}
