import webpush from 'web-push';
import type { DeliveryConfig } from '../../config';
import { VAPID_KEY_ID, VapidKey } from '../../models/vapid-key';
import { isDuplicateKey } from '../duplicate-key';

export interface VapidKeys {
  /** base64url, what browsers subscribe with (`applicationServerKey`). */
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact for push services. */
  subject: string;
}

/**
 * The key pair from the environment, else the one kept in MongoDB, else a new one stored there.
 * Instances starting together may both generate one: the fixed document id lets only the first
 * insert succeed, and the others read what it stored.
 */
export async function resolveVapidKeys(config: DeliveryConfig['vapid']): Promise<VapidKeys> {
  if (config.publicKey && config.privateKey) {
    return { publicKey: config.publicKey, privateKey: config.privateKey, subject: config.subject };
  }
  let stored = await VapidKey.findById(VAPID_KEY_ID).lean();
  if (!stored) {
    const generated = webpush.generateVAPIDKeys();
    try {
      await VapidKey.create({ _id: VAPID_KEY_ID, ...generated });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    stored = await VapidKey.findById(VAPID_KEY_ID).lean();
    if (!stored) throw new Error('The web-push key pair could not be stored');
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: config.subject };
}
