import {
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

export interface ModificationInput {
  enabled: Record<keyof ModificationSections, boolean>;
  sections: ModificationSections;
  reservationId: string | null;
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

/**
 * The reservation.modify payload (the spec's 'pricing_update' object, only the enabled
 * sections, totals recomputed) or the reservation.create one; or the message that refuses it.
 */
export function modificationPayload(input: ModificationInput): Record<string, unknown> | string {
  const { enabled, sections } = input;
  if (!enabled.dates && !enabled.guestCount && !enabled.pricing) {
    return RESERVATION_MESSAGES.enableOne;
  }
  if (enabled.pricing && Object.values(sections.pricing).some((amount) => amount < 0)) {
    return RESERVATION_MESSAGES.negativePricing;
  }
  const pricing = enabled.pricing ? pricingFromModification(sections.pricing) : undefined;
  if (input.listingId !== null) {
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
  const reservationId = input.reservationId ?? '';
  const modified = checkInput(
    reservationModifyPayloadSchema,
    {
      reservationId,
      pricing_update: {
        modifications: {
          ...(enabled.dates ? { dates: sections.dates } : {}),
          ...(enabled.guestCount ? { guestCount: sections.guestCount } : {}),
          ...(pricing ? { pricing } : {}),
        },
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
