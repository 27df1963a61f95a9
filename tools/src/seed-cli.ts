import { connectDatabase, disconnectDatabase } from '@staydesk/api';
import {
  DEMO_PASSWORD_DEFAULT,
  isDatabaseEmpty,
  resetDatabase,
  seedDemo,
} from '@staydesk/api/seed';
import { withDatabase } from './with-database';

/** `npm run seed` seeds an empty database; `npm run seed -- --reset` wipes and seeds again. */
withDatabase(
  async () => {
    if (process.env.NODE_ENV === 'production')
      throw new Error('Refusing to seed demo data in production');
    const reset = process.argv.includes('--reset');
    if (!reset && !(await isDatabaseEmpty())) {
      console.log('The database already has data; use `npm run seed -- --reset` to start over.');
      return;
    }
    if (reset) await resetDatabase();
    const summary = await seedDemo(process.env.DEMO_PASSWORD ?? DEMO_PASSWORD_DEFAULT);
    console.log(`Seeded: ${JSON.stringify(summary)}`);
  },
  { connectDatabase, disconnectDatabase },
);
