import { OutboxMessage } from '../api/src/models/outbox-message';
import { User } from '../api/src/models/user';
import { VerificationCode } from '../api/src/models/verification-code';

export interface ContactState {
  phone: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
}

/** Puts the user's contact details in a known state, with no code waiting. */
export async function setContactState(email: string, state: ContactState): Promise<object> {
  const user = await User.findOneAndUpdate({ email }, { $set: state }).orFail();
  await VerificationCode.deleteMany({ userId: user._id });
  return {};
}

/** The text of the newest e-mail or SMS (or of that channel only) sent to the user. */
export async function latestMessageTo(
  email: string,
  channel?: 'email' | 'sms',
): Promise<{ to: string; text: string }> {
  const user = await User.findOne({ email }).orFail();
  const message = await OutboxMessage.findOne({ userId: user._id, ...(channel && { channel }) })
    .sort({ createdAt: -1, _id: -1 })
    .orFail()
    .lean();
  return { to: message.to, text: message.text };
}

/** The text of the newest e-mail sent to an address that may have no account yet. */
export async function latestEmailToAddress(address: string): Promise<{ to: string; text: string }> {
  const message = await OutboxMessage.findOne({ to: address, channel: 'email' })
    .sort({ createdAt: -1, _id: -1 })
    .orFail()
    .lean();
  return { to: message.to, text: message.text };
}
