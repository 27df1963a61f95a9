import { z } from 'zod';
import { DEFAULT_CHECK_IN_TIME, DEFAULT_CHECK_OUT_TIME } from './reservations';

export const ACCESS_CODE_STATUSES = ['setting', 'set', 'failed'] as const;

/** A door code of a reservation; times are the listing's local 'YYYY-MM-DD HH:mm'. */
export const accessCodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** 'setting' until the lock has confirmed the code. */
  status: z.enum(ACCESS_CODE_STATUSES),
});
export type AccessCode = z.infer<typeof accessCodeSchema>;

export const ACCESS_CODE_MESSAGES = {
  tooShort: 'Access code must be at least 6 digits',
  tooLong: 'Access code must be at most 8 digits',
  digitsOnly: 'Access code must contain digits only',
  hint: '6-8 digits, leave blank to generate randomly',
  required: 'Required field',
  fillRequired: 'Please fill in all required fields',
  missingReference: 'Missing required listing or reservation information',
  missingReservation: 'Missing reservation information',
  missingDeleteReference: 'Missing required information to delete the access code',
  endBeforeStart: 'The end must be after the start',
  localTime: 'Use a local time YYYY-MM-DD HH:mm',
  created: 'Access code created successfully',
  saved: 'Access code created/updated successfully!',
  saveFailed: 'Failed to create/update access code',
  deleteFailed: 'Failed to delete access code',
  noneFound: 'No access codes found for this reservation',
} as const;

export const RANDOM_ACCESS_CODE_LENGTH = 6;
/** How many digits a typed code has. */
export const ACCESS_CODE_DIGITS = { min: 6, max: 8 } as const;

/** The message a typed code gets, or null when it is fine (blank is fine: one is generated). */
export function accessCodeError(code: string): string | null {
  if (code === '') return null;
  if (!/^\d+$/.test(code)) return ACCESS_CODE_MESSAGES.digitsOnly;
  if (code.length < ACCESS_CODE_DIGITS.min) return ACCESS_CODE_MESSAGES.tooShort;
  if (code.length > ACCESS_CODE_DIGITS.max) return ACCESS_CODE_MESSAGES.tooLong;
  return null;
}

/** Six random digits, leading zeros included. */
export function randomAccessCode(): string {
  const digits = new Uint8Array(RANDOM_ACCESS_CODE_LENGTH);
  crypto.getRandomValues(digits);
  return Array.from(digits, (value) => String(value % 10)).join('');
}

/** Where a code is valid by default: check-in day at its time (15:00) to check-out (11:00). */
export function defaultAccessCodeWindow(reservation: {
  checkIn: string;
  checkOut: string;
  checkInTime?: string | null;
  checkOutTime?: string | null;
}): { startsAt: string; endsAt: string } {
  return {
    startsAt: `${reservation.checkIn} ${reservation.checkInTime || DEFAULT_CHECK_IN_TIME}`,
    endsAt: `${reservation.checkOut} ${reservation.checkOutTime || DEFAULT_CHECK_OUT_TIME}`,
  };
}

/** The name a new code gets: the guest's label on the lock. */
export const defaultAccessCodeName = (reservation: { guestName: string }) =>
  reservation.guestName.trim();

const LOCAL_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d$/;
const localTimeSchema = z
  .string({ error: ACCESS_CODE_MESSAGES.required })
  .trim()
  .min(1, ACCESS_CODE_MESSAGES.required)
  .regex(LOCAL_TIME, ACCESS_CODE_MESSAGES.localTime);
const referenceSchema = z
  .string({ error: ACCESS_CODE_MESSAGES.missingReference })
  .min(1, ACCESS_CODE_MESSAGES.missingReference)
  .max(64);

const accessCodeFields = {
  name: z
    .string({ error: ACCESS_CODE_MESSAGES.required })
    .trim()
    .min(1, ACCESS_CODE_MESSAGES.required)
    .max(100),
  /** Blank asks for a random code. */
  code: z
    .string()
    .trim()
    .default('')
    .superRefine((code, context) => {
      const message = accessCodeError(code);
      if (message) context.addIssue({ code: 'custom', message });
    }),
  startsAt: localTimeSchema,
  endsAt: localTimeSchema,
  reservationId: referenceSchema,
  listingId: referenceSchema,
  metadata: z
    .object({
      reservationCode: z.string().max(64).optional(),
      guestName: z.string().max(200).optional(),
      customerId: z.string().max(64).optional(),
    })
    .default({}),
};

const endsAfterStart = (value: { startsAt: string; endsAt: string }) =>
  value.endsAt > value.startsAt;
const endAfterStartIssue = { message: ACCESS_CODE_MESSAGES.endBeforeStart, path: ['endsAt'] };

/** seam.accessCode.create */
export const accessCodeCreatePayloadSchema = z
  .object(accessCodeFields)
  .refine(endsAfterStart, endAfterStartIssue);
export type AccessCodeCreatePayload = z.input<typeof accessCodeCreatePayloadSchema>;

/** seam.accessCode.update: the same fields and the code to change. */
export const accessCodeUpdatePayloadSchema = z
  .object({
    ...accessCodeFields,
    accessCodeId: z
      .string({ error: ACCESS_CODE_MESSAGES.missingReference })
      .min(1, ACCESS_CODE_MESSAGES.missingReference)
      .max(64),
  })
  .refine(endsAfterStart, endAfterStartIssue);
export type AccessCodeUpdatePayload = z.input<typeof accessCodeUpdatePayloadSchema>;

const deleteReference = z
  .string({ error: ACCESS_CODE_MESSAGES.missingDeleteReference })
  .min(1, ACCESS_CODE_MESSAGES.missingDeleteReference)
  .max(64);

/** seam.accessCode.delete, sent as a direct 'seam' command. */
export const accessCodeDeletePayloadSchema = z.object({
  accessCodeId: deleteReference,
  reservationId: deleteReference,
  listingId: deleteReference,
  customerId: z.string().max(64).optional(),
  userId: z.string().max(64).optional(),
  userName: z.string().max(200).optional(),
});
export type AccessCodeDeletePayload = z.input<typeof accessCodeDeletePayloadSchema>;

/** GET /api/reservations/access */
export const accessCodeListQuerySchema = z.object({ reservationId: z.string().min(1).max(64) });
export const accessCodeListResponseSchema = z.object({ accessCodes: z.array(accessCodeSchema) });
export type AccessCodeListResponse = z.infer<typeof accessCodeListResponseSchema>;
