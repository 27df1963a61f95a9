/** The parts of http_ece (RFC 8188 encrypted content-encoding) the push tests use. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface EceParameters {
    version?: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    /** The receiver's key pair, for Web Push (ECDH) decryption. */
    privateKey?: ECDH;
    /** base64url */
    authSecret?: string;
    /** base64url */
    dh?: string;
    /** base64url */
    key?: string;
    /** base64url */
    salt?: string;
    rs?: number;
  }

  export function decrypt(buffer: Buffer, parameters: EceParameters): Buffer;
  export function encrypt(buffer: Buffer, parameters: EceParameters): Buffer;

  const ece: { decrypt: typeof decrypt; encrypt: typeof encrypt };
  export default ece;
}
