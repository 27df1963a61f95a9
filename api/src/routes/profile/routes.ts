import pino from 'pino';
import {
  profileImageParamsSchema,
  profileImageQuerySchema,
  profileImageUploadSchema,
  profileSchema,
  profileUpdateSchema,
  SIGNED_IN_ACCESS,
  verificationConfirmSchema,
  verificationRequestSchema,
} from '@staydesk/contracts';
import type { ApiConfig } from '../../config';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { User } from '../../models/user';
import { ProfileImage } from '../../models/profile-image';
import { VerificationCode } from '../../models/verification-code';
import { senderNamed } from '../../services/delivery/senders';
import { hashPassword } from '../../services/passwords';
import {
  removeProfileImage,
  serveProfileImage,
  setProfileImage,
} from '../../services/profile-image';
import type { SessionCache } from '../../services/session-cache';
import {
  confirmVerificationCode,
  profileOf,
  sendVerificationCode,
} from '../../services/verification';

const EXAMPLE_CODE = '246810';
/** A 1x1 WebP. */
const EXAMPLE_IMAGE =
  'UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoBAAEAAUAmJaACdLoAA5gA/vDEC5FIsZW/+jD/8MP/ww/vCAA=';

/** The example user has a picture to fetch. */
async function examplePictureOf(userId: string): Promise<void> {
  await ProfileImage.updateOne(
    { _id: userId },
    { $set: { data: Buffer.from(EXAMPLE_IMAGE, 'base64'), contentType: 'image/webp' } },
    { upsert: true },
  );
}

/** A phone code waiting to be confirmed, as if it had just been sent. */
async function awaitCodeFor(userId: string, customerId: string, code: string): Promise<void> {
  await VerificationCode.updateOne(
    { userId, channel: 'phone' },
    {
      $set: {
        customerId,
        target: '+14155550123',
        codeHash: await hashPassword(code),
        attempts: 0,
        expiresAt: new Date(Date.now() + 60_000),
      },
    },
    { upsert: true },
  );
}

const profileResponse = { status: 200, description: 'The profile', schema: profileSchema };

export function profileRoutes(config: ApiConfig, sessions: SessionCache): RouteDeclaration[] {
  const logger = pino({ level: config.logLevel });
  const senders = {
    email: senderNamed(config.delivery.emailSender, logger),
    sms: senderNamed(config.delivery.smsSender, logger),
  };
  /** The caller's profile as stored now, their cached session dropped so it shows the change. */
  const changedProfile = async (userId: string) => {
    sessions.dropUser(userId);
    const user = await User.findById(userId).orFail();
    return profileOf(user);
  };
  return [
    sessionRoute({
      id: 'profile.get',
      method: 'GET',
      path: '/api/profile',
      summary: "The caller's name, image, e-mail and phone with their verification state",
      tag: 'profile',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'read',
      response: profileResponse,
      handle: ({ auth }) => profileOf(auth.user),
    }),
    sessionRoute({
      id: 'profile.update',
      method: 'PATCH',
      path: '/api/profile',
      summary: "Changes the caller's name",
      tag: 'profile',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'write',
      body: profileUpdateSchema,
      response: profileResponse,
      example: { request: () => ({ body: { name: 'Sam Rivera' } }) },
      async handle({ auth, body }) {
        await User.updateOne({ _id: auth.user._id }, { $set: { name: body.name } });
        return changedProfile(auth.userId);
      },
    }),
    sessionRoute({
      id: 'profile.sendVerification',
      method: 'POST',
      path: '/api/profile/verification',
      summary:
        'Sends a one-time code to an e-mail address or phone number; it replaces any earlier code of that channel',
      tag: 'profile',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'write',
      body: verificationRequestSchema,
      response: profileResponse,
      errors: [409],
      example: { request: () => ({ body: { channel: 'phone', target: '+14155550123' } }) },
      async handle({ auth, body }) {
        await sendVerificationCode(auth, body, senders);
        return changedProfile(auth.userId);
      },
    }),
    sessionRoute({
      id: 'profile.confirmVerification',
      method: 'POST',
      path: '/api/profile/verification/confirm',
      summary:
        "Confirms a code: the address or number it was sent to becomes the caller's, verified",
      tag: 'profile',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'write',
      body: verificationConfirmSchema,
      response: profileResponse,
      errors: [429],
      example: {
        request: () => ({ body: { channel: 'phone', code: EXAMPLE_CODE } }),
        prepare: ({ caller }) => awaitCodeFor(caller.userId, caller.customerId, EXAMPLE_CODE),
      },
      async handle({ auth, body }) {
        await confirmVerificationCode(auth, body);
        return changedProfile(auth.userId);
      },
    }),
    sessionRoute({
      id: 'profile.setImage',
      method: 'PUT',
      path: '/api/profile/image',
      summary:
        "Makes a picture (JPEG, PNG or WebP, checked by its content) the caller's, kept as a 256 px square",
      tag: 'profile',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'write',
      body: profileImageUploadSchema,
      response: profileResponse,
      example: { request: () => ({ body: { image: EXAMPLE_IMAGE } }) },
      async handle({ auth, body }) {
        await setProfileImage(auth, body.image);
        return changedProfile(auth.userId);
      },
    }),
    sessionRoute({
      id: 'profile.removeImage',
      method: 'DELETE',
      path: '/api/profile/image',
      summary: "Removes the caller's picture: their initials show instead",
      tag: 'profile',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'write',
      response: profileResponse,
      async handle({ auth }) {
        await removeProfileImage(auth);
        return changedProfile(auth.userId);
      },
    }),
    sessionRoute({
      id: 'profile.image',
      method: 'GET',
      path: '/api/profile/images/:userId',
      summary: "A user's picture, to the people of their customer",
      tag: 'profile',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'read',
      params: profileImageParamsSchema,
      query: profileImageQuerySchema,
      response: {
        status: 200,
        description: 'The picture',
        contentType: 'image/webp',
        writtenByHandler: true,
      },
      errors: [404],
      example: {
        prepare: ({ tenant }) => examplePictureOf(tenant.userId),
        request: ({ tenant }) => ({ params: { userId: tenant.userId } }),
      },
      handle: ({ auth, params, ctx }) => serveProfileImage(ctx, auth, params.userId),
    }),
  ];
}
