import { css, type Theme } from '@emotion/react';
import { PLATFORM_NAMES, type BusinessDetails, type PlatformData } from '@staydesk/contracts';
import type { Detail } from './DetailList';

const linkStyle = (theme: Theme) => css`
  color: ${theme.colors.text.link};
`;

/** Only a web address becomes a link: the host typed it, and it may be anything. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

const present = (rows: Array<[string, Detail['value'] | null]>): Detail[] =>
  rows.flatMap(([term, value]) => (value ? [{ term, value }] : []));

/** The company and how to reach it, as links a phone can act on; what is missing is left out. */
export const businessContactRows = (business: BusinessDetails): Detail[] =>
  present([
    ['Company', business.companyName],
    [
      'Contact e-mail',
      business.contactEmail && (
        <a css={linkStyle} href={`mailto:${business.contactEmail}`}>
          {business.contactEmail}
        </a>
      ),
    ],
    [
      'Contact phone',
      business.contactPhone && (
        <a css={linkStyle} href={`tel:${business.contactPhone.replace(/[^\d+]/g, '')}`}>
          {business.contactPhone}
        </a>
      ),
    ],
  ]);

/** Every business detail the listing has, its registration and tax ids after the contacts. */
export const businessDetailRows = (business: BusinessDetails): Detail[] => [
  ...businessContactRows(business),
  ...present([
    ['Registration number', business.registrationNumber],
    ['Tax id', business.taxId],
  ]),
];

/** Each booking platform the listing is on, with its id there, linked to the listing's page. */
export const platformRows = (platforms: PlatformData): Detail[] =>
  platforms.map((entry) => {
    const name = PLATFORM_NAMES[entry.platform];
    return {
      term: name,
      value:
        entry.url && isWebAddress(entry.url) ? (
          <a
            css={linkStyle}
            href={entry.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} listing ${entry.externalId} (opens in a new tab)`}
          >
            {entry.externalId}
          </a>
        ) : (
          entry.externalId
        ),
    };
  });
