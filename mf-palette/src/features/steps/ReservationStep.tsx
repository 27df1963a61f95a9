import { RESERVATION_SEARCH_DEBOUNCE_MS } from '@staydesk/contracts';
import { useDebouncedValue } from '@staydesk/design-system';
import { Command } from 'cmdk';
import { useState } from 'react';
import { useSearchReservationsQuery } from '../data/palette-queries';
import { labelStyle } from '../palette/paletteStyles';
import { OptionStep } from './OptionStep';
import { chosenListing, errorText, type StepProps } from './step-props';

/**
 * A reservation of the chosen listing (its current ones) or, without one, any reservation the
 * search finds. Task creation looks at every stay (scope 'all').
 */
export default function ReservationStep({ step, values, choose }: StepProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), RESERVATION_SEARCH_DEBOUNCE_MS);
  const listing = chosenListing(values);
  const reservations = useSearchReservationsQuery({
    q,
    listingId: listing?.id,
    currentOnly: step.scope !== 'all',
  });
  const found = reservations.data ?? [];
  return (
    <OptionStep
      title={step.title}
      options={found.map((reservation) => ({
        id: reservation.id,
        label: `${reservation.guestName} · ${reservation.confirmationCode}`,
        detail: `${reservation.listingName} · ${reservation.checkIn} to ${reservation.checkOut} · ${reservation.status}`,
      }))}
      onQueryChange={setText}
      loading={reservations.isFetching && found.length === 0}
      error={reservations.isError ? errorText(reservations.error) : null}
      empty={
        listing && !q
          ? `No current reservations found for ${listing.name}`
          : 'No reservations found'
      }
      onChoose={(id) => choose(found.find((reservation) => reservation.id === id))}
      before={
        step.skip && (
          <Command.Item value="skip" onSelect={() => choose(null)}>
            <span css={labelStyle}>{step.skip}</span>
          </Command.Item>
        )
      }
    />
  );
}
