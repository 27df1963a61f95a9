import {
  pricingFromModification,
  RESERVATION_MESSAGES,
  reservationCreatePayloadSchema,
  reservationModifyPayloadSchema,
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

const firstIssue = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? 'An error occurred';

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
    const created = reservationCreatePayloadSchema.safeParse({
      listingId: input.listingId,
      guestName: input.guestName ?? '',
      dates: sections.dates,
      guestCount: sections.guestCount,
      ...(pricing ? { pricing } : {}),
    });
    return created.success ? created.data : firstIssue(created);
  }
  const reservationId = input.reservationId ?? '';
  const modified = reservationModifyPayloadSchema.safeParse({
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
  });
  return modified.success ? modified.data : firstIssue(modified);
}
