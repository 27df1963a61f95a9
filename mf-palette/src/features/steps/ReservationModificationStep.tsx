import {
  GUEST_BOUNDS,
  guestTotal,
  RESERVATION_MESSAGES,
  reservationTotal,
  type PricingInput,
} from '@staydesk/contracts';
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

/**
 * Dates, guest count and pricing, each enabled on its own; the total follows from the prices
 * and the host payout equals it. With mode 'create', the popover of a new reservation on the
 * chosen listing: guest, dates and guests required.
 */
export default function ReservationModificationStep({ step, values, choose }: StepProps) {
  const creating = step.mode === 'create';
  const reservation = chosenReservation(values);
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
    pricing: {
      base: reservation?.pricing?.base.amount ?? 0,
      cleaning: reservation?.pricing?.fees.cleaning ?? 0,
      pet: reservation?.pricing?.fees.pet ?? 0,
      extraGuest: reservation?.pricing?.fees.extraGuest ?? 0,
      service: reservation?.pricing?.fees.service ?? 0,
      platform: reservation?.pricing?.fees.platform ?? 0,
      totalTaxes: reservation?.pricing?.totals.totalTaxes ?? 0,
    },
  });
  const [error, setError] = useState<string | null>(null);
  const { total } = reservationTotal(sections.pricing);

  const submit = () => {
    const built = modificationPayload({
      enabled,
      sections,
      reservationId: reservation?.id ?? null,
      listingId: creating ? (chosenListing(values)?.id ?? null) : null,
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
      {creating && (
        <Input
          label="Guest name"
          autoFocus
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
              min={0}
              step={0.01}
              value={sections.pricing[key]}
              onChange={(e) => set('pricing', key, Number(e.target.value))}
            />
          ))}
          <p>
            Total {total.toFixed(2)} · host payout {total.toFixed(2)}
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
