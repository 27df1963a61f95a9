/**
 * Loaded before the API in a test's API process (`--import`): saving a task titled with
 * HOLD_TASK_PREFIX waits, after writing HOLD_DIR/held, until HOLD_DIR/release exists. So a test
 * knows for certain that a command is running (its idempotency key claimed, its task not yet
 * written) while it retries elsewhere or kills the process.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';

export const HOLD_TASK_PREFIX = 'Held: ';

const dir = process.env.HOLD_DIR;
if (dir) {
  mongoose.plugin((schema) => {
    schema.pre('save', async function holdTask() {
      const title: unknown = this.get('title');
      if (typeof title !== 'string' || !title.startsWith(HOLD_TASK_PREFIX)) return;
      writeFileSync(path.join(dir, 'held'), title);
      while (!existsSync(path.join(dir, 'release'))) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
  });
}
