import { Schema, model } from 'mongoose';

/**
 * The application server's web-push key pair when none comes from the environment. One
 * document under a fixed id: the first instance to store a pair wins, every other one reads it,
 * so every instance signs with the key browsers subscribed with.
 */
const vapidKeySchema = new Schema(
  {
    _id: { type: String, required: true },
    publicKey: { type: String, required: true },
    privateKey: { type: String, required: true },
  },
  { timestamps: true },
);

export const VAPID_KEY_ID = 'web-push';
export const VapidKey = model('VapidKey', vapidKeySchema);
