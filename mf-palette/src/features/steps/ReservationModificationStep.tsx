import { skipToken } from '@reduxjs/toolkit/query';
import {
  changedPriceParts,
  changedPricing,
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
import { useReservationDetailQuery, type PickedReservation } from '../data/palette-queries';
import { Button, Input, Spinner } from '@staydesk/design-system';
import { Checkbox } from '@staydesk/design-system/overlays';
import { useState } from 'react';
import {
  modificationPayload,
  type ModificationSections,
  type StoredStay,
} from '../flows/modification';
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

/** The stay's prices when the reservation came with them in detail. */
function pricingOf(reservation: PickedReservation | null): PricingInput {
  const detail = detailedPricing(reservation);
  if (!detail) return NO_PRICES;
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

function detailedPricing(reservation: PickedReservation | null): ReservationPricing | null {
  const pricing: unknown = reservation?.pricing;
  return typeof pricing === 'object' && pricing !== null && 'fees' in pricing
    ? (pricing as ReservationPricing)
    : null;
}

/** The reservation as stored: every field of the step starts from it. */
function storedStay(reservation: PickedReservation | null): StoredStay {
  const pricing = pricingOf(reservation);
  const totals = detailedPricing(reservation)?.totals ?? reservationTotal(pricing);
  return {
    total: totals.total,
    hostPayout: totals.hostPayout,
    sections: {
      dates: { checkIn: reservation?.checkIn ?? '', checkOut: reservation?.checkOut ?? '' },
      guestCount: {
        adults: reservation?.guests?.adults ?? 1,
        children: reservation?.guests?.children ?? 0,
        infants: reservation?.guests?.infants ?? 0,
        pets: reservation?.guests?.pets ?? 0,
      },
      pricing,
    },
  };
}

/**
 * Dates, guest count and pricing, each enabled on its own, every field starting from the
 * reservation as stored: a search result carries neither its guests nor its prices, so those
 * are read first. With mode 'create', the popover of a new reservation on the chosen listing.
 */
export default function ReservationModificationStep(props: StepProps) {
  const picked = chosenReservation(props.values);
  const needsDetail =
    props.step.mode !== 'create' &&
    picked !== null &&
    (detailedPricing(picked) === null || picked.guests === undefined);
  const detail = useReservationDetailQuery(
    needsDetail
      ? { id: picked.id, listingId: picked.listingId, confirmationCode: picked.confirmationCode }
      : skipToken,
  );
  if (!needsDetail) return <ModificationForm {...props} reservation={picked} />;
  if (detail.isLoading || detail.isFetching) {
    return <Spinner label="Loading the reservation's current values" />;
  }
  if (!detail.data) {
    return (
      <div role="alert" css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <p css={{ margin: 0 }}>The reservation's current values could not be loaded.</p>
        <Button variant="secondary" onClick={() => void detail.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <ModificationForm {...props} reservation={{ ...picked, ...detail.data }} />;
}

/**
 * The total and host payout follow from the prices: a new stay's from its parts, a changed
 * stay's moved by what the changed parts moved (the server computes the same).
 */
function ModificationForm({
  step,
  values,
  choose,
  reservation,
}: StepProps & { reservation: PickedReservation | null }) {
  const creating = step.mode === 'create';
  const listing = creating ? chosenListing(values) : null;
  const [stored] = useState(() => storedStay(reservation));
  const [guestName, setGuestName] = useState('');
  const [enabled, setEnabled] = useState({ dates: creating, guestCount: creating, pricing: false });
  const [sections, setSections] = useState<ModificationSections>(stored.sections);
  const [error, setError] = useState<string | null>(null);
  const priceChange = changedPriceParts(stored.sections.pricing, sections.pricing);
  // A stay whose prices are as stored keeps its total and its host payout.
  const { total, hostPayout } = creating
    ? reservationTotal(sections.pricing)
    : Object.keys(priceChange).length === 0
      ? stored
      : changedPricing({ ...stored.sections.pricing, total: stored.total }, priceChange);

  const submit = () => {
    const built = modificationPayload({
      enabled,
      sections,
      reservationId: reservation?.id ?? null,
      stored,
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
            Total {formatMoney(total)} · host payout {formatMoney(hostPayout)}
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
