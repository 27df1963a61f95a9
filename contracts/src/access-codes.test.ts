import {
  accessCodeCreatePayloadSchema,
  accessCodeDeletePayloadSchema,
  accessCodeError,
  accessCodeUpdatePayloadSchema,
  defaultAccessCodeWindow,
  randomAccessCode,
} from './access-codes';

const draft = {
  name: 'Jordan Lee',
  code: '',
  startsAt: '2026-12-04 15:00',
  endsAt: '2026-12-07 11:00',
  reservationId: 'r1',
  listingId: 'l1',
};

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('access code validation', () => {
  it('takes 6 to 8 digits or a blank code', () => {
    expect(accessCodeError('')).toBeNull();
    expect(accessCodeError('123456')).toBeNull();
    expect(accessCodeError('12345678')).toBeNull();
    expect(accessCodeError('12345')).toBe('Access code must be at least 6 digits');
    expect(accessCodeError('123456789')).toBe('Access code must be at most 8 digits');
    expect(accessCodeError('12a456')).toBe('Access code must contain digits only');
  });

  it('generates six random digits', () => {
    const codes = Array.from({ length: 50 }, randomAccessCode);
    codes.forEach((code) => expect(code).toMatch(/^\d{6}$/));
    expect(new Set(codes).size).toBeGreaterThan(1);
  });

  it('defaults to check-in at 15:00 and check-out at 11:00', () => {
    expect(defaultAccessCodeWindow({ checkIn: '2026-12-04', checkOut: '2026-12-07' })).toEqual({
      startsAt: '2026-12-04 15:00',
      endsAt: '2026-12-07 11:00',
    });
    expect(
      defaultAccessCodeWindow({
        checkIn: '2026-12-04',
        checkOut: '2026-12-07',
        checkInTime: '16:30',
        checkOutTime: '10:00',
      }),
    ).toEqual({ startsAt: '2026-12-04 16:30', endsAt: '2026-12-07 10:00' });
  });

  it('asks for the listing and reservation, a name and local times', () => {
    expect(accessCodeCreatePayloadSchema.safeParse(draft).success).toBe(true);
    const { listingId: _listing, ...withoutListing } = draft;
    expect(messagesOf(accessCodeCreatePayloadSchema.safeParse(withoutListing))).toEqual([
      'Missing required listing or reservation information',
    ]);
    expect(messagesOf(accessCodeCreatePayloadSchema.safeParse({ ...draft, name: '  ' }))).toEqual([
      'Required field',
    ]);
    expect(
      messagesOf(
        accessCodeCreatePayloadSchema.safeParse({ ...draft, startsAt: '2026-12-04T15:00' }),
      ),
    ).toEqual(['Use a local time YYYY-MM-DD HH:mm']);
    expect(
      messagesOf(accessCodeCreatePayloadSchema.safeParse({ ...draft, endsAt: '2026-12-01 11:00' })),
    ).toEqual(['The end must be after the start']);
    expect(messagesOf(accessCodeUpdatePayloadSchema.safeParse(draft))).toEqual([
      'Missing required listing or reservation information',
    ]);
  });

  it('needs every identifier to delete', () => {
    expect(messagesOf(accessCodeDeletePayloadSchema.safeParse({ accessCodeId: 'a1' }))).toEqual([
      'Missing required information to delete the access code',
      'Missing required information to delete the access code',
    ]);
  });
});
