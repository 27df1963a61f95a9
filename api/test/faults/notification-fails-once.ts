/**
 * Loaded before any model is compiled (mongoose applies a plugin to the models compiled after
 * it): while FAIL_ONCE_FILE exists, the first notification saved removes it and fails, as a
 * database error would, in whichever process saves it first.
 */
import { unlinkSync } from 'node:fs';
import mongoose from 'mongoose';

export const INJECTED_FAILURE = 'notification store unavailable';

const file = process.env.FAIL_ONCE_FILE;
if (file) {
  mongoose.plugin((schema) => {
    schema.pre('save', function failOnce() {
      if ((this.constructor as { modelName?: string }).modelName !== 'Notification') return;
      try {
        // Removing the file is atomic: one process, once, fails.
        unlinkSync(file);
      } catch {
        return;
      }
      throw new Error(INJECTED_FAILURE);
    });
  });
}
