import {
  formatMoney,
  GUEST_BOUNDS,
  guestTotal,
  maxLengthOf,
  numberRangeOf,
  pricingModificationSchema,
  RESERVATION_MESSAGES,
  reservationCreatePayloadSchema,
  reservationTotal,
  type PricingInput,
  type ReservationPricing,
} from '@staydesk/contracts';
import type { PickedReservation } from '../data/palette-queries';
import { Button, Input } from '@staydesk/design-system';
import { Checkbox } from '@staydesk/design-system/overlays';
import { useState } from 'react';
import { modificationPayload, type ModificationSections } from '../flows/modification';
import { StepForm } from './StepForm';
import { actionsStyle } from './stepFormStyles';
import { chosenListing, chosenReservation, type StepProps } from './step-props';

const PRICE_FIELDS: { key: keyof PricingInput; label: string }[] = [
  { key: 'base', label: 'Base price' },
  { key: 'cleaning', label: 'Cleaning fee' },
  { key: 'pet', label: 'Pet fee' },
  { key: 'extraGuest', label: 'Extra-guest fee' },
  { key: 'service', label: 'Service fee' },
  { key: 'platform', label: 'Platform fee' },
  { key: 'totalTaxes', label: 'Total taxes' },
];

const NO_PRICES: PricingInput = {
  base: 0,
  cleaning: 0,
  pet: 0,
  extraGuest: 0,
  service: 0,
  platform: 0,
  totalTaxes: 0,
};

/** The stay's prices when the reservation came with them in detail (a listing's list does). */
function pricingOf(reservation: PickedReservation | null): PricingInput {
  const pricing: unknown = reservation?.pricing;
  if (typeof pricing !== 'object' || pricing === null || !('fees' in pricing)) return NO_PRICES;
  const detail = pricing as ReservationPricing;
  return {
    base: detail.base.amount,
    cleaning: detail.fees.cleaning,
    pet: detail.fees.pet,
    extraGuest: detail.fees.extraGuest,
    service: detail.fees.service,
    platform: detail.fees.platform,
    totalTaxes: detail.totals.totalTaxes,
  };
}

/**
 * Dates, guest count and pricing, each enabled on its own; the total follows from the prices
 * and the host payout equals it. With mode 'create', the popover of a new reservation on the
 * chosen listing: guest, dates and guests required.
 */
export default function ReservationModificationStep({ step, values, choose }: StepProps) {
  const creating = step.mode === 'create';
  const reservation = chosenReservation(values);
  const listing = creating ? chosenListing(values) : null;
  const [guestName, setGuestName] = useState('');
  const [enabled, setEnabled] = useState({ dates: creating, guestCount: creating, pricing: false });
  const [sections, setSections] = useState<ModificationSections>({
    dates: { checkIn: reservation?.checkIn ?? '', checkOut: reservation?.checkOut ?? '' },
    guestCount: {
      adults: reservation?.guests?.adults ?? 1,
      children: reservation?.guests?.children ?? 0,
      infants: reservation?.guests?.infants ?? 0,
      pets: reservation?.guests?.pets ?? 0,
    },
    pricing: pricingOf(reservation),
  });
  const [error, setError] = useState<string | null>(null);
  const { total } = reservationTotal(sections.pricing);

  const submit = () => {
    const built = modificationPayload({
      enabled,
      sections,
      reservationId: reservation?.id ?? null,
      listingId: listing?.id ?? null,
      guestName: creating ? guestName : null,
      now: new Date(),
    });
    if (typeof built === 'string') return setError(built);
    choose(built);
  };
  const set = <Section extends keyof ModificationSections>(
    section: Section,
    key: keyof ModificationSections[Section],
    value: string | number,
  ) => setSections((before) => ({ ...before, [section]: { ...before[section], [key]: value } }));

  return (
    <StepForm onSubmit={submit}>
      {listing && (
        <p css={{ margin: 0 }}>
          New reservation at <strong>{listing.name}</strong>
        </p>
      )}
      {creating && (
        <Input
          label="Guest name"
          autoFocus
          maxLength={maxLengthOf(reservationCreatePayloadSchema.shape.guestName)}
          value={guestName}
          onChange={(e) => setGuestName(e.target.value)}
        />
      )}
      {!creating && (
        <Checkbox
          label="Change dates"
          checked={enabled.dates}
          onCheckedChange={(checked) => setEnabled({ ...enabled, dates: checked === true })}
        />
      )}
      {enabled.dates && (
        <>
          <Input
            label="Check-in"
            type="date"
            value={sections.dates.checkIn}
            onChange={(e) => set('dates', 'checkIn', e.target.value)}
          />
          <Input
            label="Check-out"
            type="date"
            value={sections.dates.checkOut}
            onChange={(e) => set('dates', 'checkOut', e.target.value)}
          />
        </>
      )}
      {!creating && (
        <Checkbox
          label="Change guest count"
          checked={enabled.guestCount}
          onCheckedChange={(checked) => setEnabled({ ...enabled, guestCount: checked === true })}
        />
      )}
      {enabled.guestCount && (
        <>
          {(Object.keys(GUEST_BOUNDS) as (keyof typeof GUEST_BOUNDS)[]).map((key) => (
            <Input
              key={key}
              label={key[0]?.toUpperCase() + key.slice(1)}
              type="number"
              min={GUEST_BOUNDS[key].min}
              max={GUEST_BOUNDS[key].max}
              value={sections.guestCount[key]}
              onChange={(e) => set('guestCount', key, Number(e.target.value))}
            />
          ))}
          <p>{guestTotal(sections.guestCount)} guests</p>
        </>
      )}
      <Checkbox
        label="Change pricing"
        checked={enabled.pricing}
        onCheckedChange={(checked) => setEnabled({ ...enabled, pricing: checked === true })}
      />
      {enabled.pricing && (
        <>
          {PRICE_FIELDS.map(({ key, label }) => (
            <Input
              key={key}
              label={label}
              type="number"
              min={numberRangeOf(pricingModificationSchema.shape[key]).min}
              step={0.01}
              value={sections.pricing[key]}
              onChange={(e) => set('pricing', key, Number(e.target.value))}
            />
          ))}
          <p>
            Total {formatMoney(total)} · host payout {formatMoney(total)}
          </p>
        </>
      )}
      {error && <p role="alert">{error}</p>}
      <div css={actionsStyle}>
        <Button type="submit">{creating ? 'Create reservation' : 'Save changes'}</Button>
      </div>
    </StepForm>
  );
}

export { RESERVATION_MESSAGES };
