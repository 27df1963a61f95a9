import {
  changedPriceParts,
  checkInput,
  pricingFromModification,
  RESERVATION_MESSAGES,
  reservationCreatePayloadSchema,
  reservationModifyPayloadSchema,
  type FieldLabels,
  type GuestCount,
  type PricingInput,
} from '@staydesk/contracts';

export interface ModificationSections {
  dates: { checkIn: string; checkOut: string };
  guestCount: GuestCount;
  pricing: PricingInput;
}

/** The reservation as it is stored: what the step's fields start from. */
export interface StoredStay {
  sections: ModificationSections;
  total: number;
  hostPayout: number;
}

export interface ModificationInput {
  enabled: Record<keyof ModificationSections, boolean>;
  sections: ModificationSections;
  reservationId: string | null;
  /** The reservation being modified as stored (what the fields started from). */
  stored: StoredStay;
  /** Set when the step creates a reservation on this listing. */
  listingId: string | null;
  guestName: string | null;
  now: Date;
}

/** The step's fields as it labels them, for the rules a schema states without its own words. */
const CREATION_LABELS: FieldLabels = {
  guestName: 'Guest name',
  'dates.checkIn': 'Check-in',
  'dates.checkOut': 'Check-out',
};
const MODIFICATION_LABELS: FieldLabels = {
  'pricing_update.modifications.dates.checkIn': 'Check-in',
  'pricing_update.modifications.dates.checkOut': 'Check-out',
};

const sameValues = <Section extends object>(left: Section, right: Section) =>
  JSON.stringify(left) === JSON.stringify(right);

/**
 * What the user changed in the enabled sections, and nothing else: a section left as stored is
 * not sent, nor a price part left as stored (the server keeps it, and the total moves by what
 * the changed parts moved).
 */
function changedSections(input: ModificationInput, stored: StoredStay) {
  const { enabled, sections } = input;
  const prices = enabled.pricing
    ? changedPriceParts(stored.sections.pricing, sections.pricing)
    : {};
  return {
    ...(enabled.dates && !sameValues(sections.dates, stored.sections.dates)
      ? { dates: sections.dates }
      : {}),
    ...(enabled.guestCount && !sameValues(sections.guestCount, stored.sections.guestCount)
      ? { guestCount: sections.guestCount }
      : {}),
    ...(Object.keys(prices).length > 0 ? { pricing: prices } : {}),
  };
}

/**
 * The reservation.modify payload (the spec's 'pricing_update' object, only what changed in the
 * enabled sections) or the reservation.create one; or the message that refuses it.
 */
export function modificationPayload(input: ModificationInput): Record<string, unknown> | string {
  const { enabled, sections } = input;
  if (!enabled.dates && !enabled.guestCount && !enabled.pricing) {
    return RESERVATION_MESSAGES.enableOne;
  }
  if (enabled.pricing && Object.values(sections.pricing).some((amount) => amount < 0)) {
    return RESERVATION_MESSAGES.negativePricing;
  }
  if (input.listingId !== null) {
    const pricing = enabled.pricing ? pricingFromModification(sections.pricing) : undefined;
    const created = checkInput(
      reservationCreatePayloadSchema,
      {
        listingId: input.listingId,
        guestName: input.guestName ?? '',
        dates: sections.dates,
        guestCount: sections.guestCount,
        ...(pricing ? { pricing } : {}),
      },
      CREATION_LABELS,
    );
    return created.success ? created.data : created.message;
  }
  const modifications = changedSections(input, input.stored);
  if (Object.keys(modifications).length === 0) return RESERVATION_MESSAGES.nothingChanged;
  const reservationId = input.reservationId ?? '';
  const modified = checkInput(
    reservationModifyPayloadSchema,
    {
      reservationId,
      pricing_update: {
        modifications,
        metadata: {
          source: 'manual_modification',
          timestamp: input.now.toISOString(),
          reservationId,
        },
      },
    },
    MODIFICATION_LABELS,
  );
  return modified.success ? modified.data : modified.message;
}
