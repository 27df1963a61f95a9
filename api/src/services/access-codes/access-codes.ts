import { Types } from 'mongoose';
import type { z } from 'zod';
import {
  ACCESS_CODE_MESSAGES,
  type accessCodeCreatePayloadSchema,
  type accessCodeDeletePayloadSchema,
  type accessCodeUpdatePayloadSchema,
  randomAccessCode,
  type AccessCode as AccessCodeView,
} from '@staydesk/contracts';
import { HttpError, notFound } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { AccessCode, type AccessCodeDoc } from '../../models/access-code';
import { Reservation } from '../../models/reservation';
import { publish } from '../live-events';
import { idOf } from '../reservations-commands';
import { accessCodeProvider, type LockCodeRequest } from './provider';

export const presentAccessCode = (code: AccessCodeDoc): AccessCodeView => ({
  id: code._id.toString(),
  name: code.name,
  code: code.code,
  startsAt: code.startsAt,
  endsAt: code.endsAt,
  status: code.status as AccessCodeView['status'],
});

/** The reservation the payload names, on the listing it names, of the caller's customer. */
async function reservationOnListing(auth: AuthContext, reservationId: string, listingId: string) {
  const _id = idOf(reservationId);
  const listing = idOf(listingId);
  const reservation =
    _id &&
    listing &&
    (await Reservation.findOne(
      { _id, customerId: auth.customerObjectId, listingId: listing },
      { listingId: 1 },
    ).lean());
  if (!reservation) throw notFound('Reservation');
  return reservation;
}

async function ownCode(auth: AuthContext, accessCodeId: string, reservationId: Types.ObjectId) {
  const _id = idOf(accessCodeId);
  const code =
    _id &&
    (await AccessCode.findOne({
      _id,
      customerId: auth.customerObjectId,
      reservationId,
    }).lean<AccessCodeDoc>());
  if (!code) throw notFound('Access code');
  return code;
}

const lockRequest = (code: AccessCodeDoc): LockCodeRequest => ({
  customerId: code.customerId,
  listingId: code.listingId,
  accessCodeId: code._id,
  name: code.name,
  code: code.code,
  startsAt: code.startsAt,
  endsAt: code.endsAt,
});

async function announce(auth: AuthContext, reservationId: Types.ObjectId, action: string) {
  await publish({
    customerId: auth.customerObjectId,
    topic: 'reservations',
    type: 'accessCodes.updated',
    payload: { reservationId: reservationId.toString(), action },
  });
}

/** GET /api/reservations/access */
export async function listAccessCodes(auth: AuthContext, reservationId: string) {
  const _id = idOf(reservationId);
  const reservation = _id && (await Reservation.exists({ _id, customerId: auth.customerObjectId }));
  if (!reservation) throw notFound('Reservation');
  const codes = await AccessCode.find({ customerId: auth.customerObjectId, reservationId: _id })
    .sort({ startsAt: 1, _id: 1 })
    .lean<AccessCodeDoc[]>();
  return { accessCodes: codes.map(presentAccessCode) };
}

const lockFailed = (message: string) => new HttpError(422, 'unavailable', message);

export async function createAccessCode(
  auth: AuthContext,
  input: z.output<typeof accessCodeCreatePayloadSchema>,
) {
  const reservation = await reservationOnListing(auth, input.reservationId, input.listingId);
  const created = await AccessCode.create({
    customerId: auth.customerObjectId,
    reservationId: reservation._id,
    listingId: reservation.listingId,
    name: input.name,
    code: input.code || randomAccessCode(),
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    status: 'setting',
    createdBy: new Types.ObjectId(auth.userId),
  });
  const stored = created.toObject() as AccessCodeDoc;
  try {
    await accessCodeProvider().program(lockRequest(stored));
  } catch {
    await AccessCode.deleteOne({ _id: created._id });
    throw lockFailed(ACCESS_CODE_MESSAGES.saveFailed);
  }
  await AccessCode.updateOne({ _id: created._id }, { $set: { status: 'set' } });
  await announce(auth, reservation._id, 'seam.accessCode.create');
  return { accessCode: presentAccessCode({ ...stored, status: 'set' }) };
}

export async function updateAccessCode(
  auth: AuthContext,
  input: z.output<typeof accessCodeUpdatePayloadSchema>,
) {
  const reservation = await reservationOnListing(auth, input.reservationId, input.listingId);
  const previous = await ownCode(auth, input.accessCodeId, reservation._id);
  const next: AccessCodeDoc = {
    ...previous,
    name: input.name,
    code: input.code || previous.code,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    status: 'set',
  };
  try {
    await accessCodeProvider().program(lockRequest(next));
  } catch {
    throw lockFailed(ACCESS_CODE_MESSAGES.saveFailed);
  }
  await AccessCode.updateOne(
    { _id: previous._id },
    {
      $set: {
        name: next.name,
        code: next.code,
        startsAt: next.startsAt,
        endsAt: next.endsAt,
        status: 'set',
      },
    },
  );
  await announce(auth, reservation._id, 'seam.accessCode.update');
  return { accessCode: presentAccessCode(next) };
}

export async function deleteAccessCode(
  auth: AuthContext,
  input: z.output<typeof accessCodeDeletePayloadSchema>,
) {
  const reservation = await reservationOnListing(auth, input.reservationId, input.listingId);
  const code = await ownCode(auth, input.accessCodeId, reservation._id);
  try {
    await accessCodeProvider().remove(lockRequest(code));
  } catch {
    throw lockFailed(ACCESS_CODE_MESSAGES.deleteFailed);
  }
  await AccessCode.deleteOne({ _id: code._id });
  await announce(auth, reservation._id, 'seam.accessCode.delete');
  return { accessCodeId: code._id.toString() };
}
