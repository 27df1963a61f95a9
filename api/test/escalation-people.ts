import { User } from '../src/models/user';
import { createCustomerWithUsers } from './harness';

/**
 * A customer with a manager, the cleaner a task is assigned to, and a second cleaner: the one
 * the escalation engine asks as the backup provider.
 */
export async function customerWithBackupCleaner() {
  const seaside = await createCustomerWithUsers('Seaside', ['admin', 'cleaner']);
  const backup = await User.create({
    email: 'backup@seaside.test',
    name: 'Seaside backup cleaner',
    passwordHash: 'not used',
    memberships: [{ customerId: seaside.customerId, roles: ['cleaner'], active: true }],
  });
  return {
    customerId: seaside.customerId,
    managerId: seaside.users.get('admin')!,
    primaryId: seaside.users.get('cleaner')!,
    backupId: backup._id,
  };
}
