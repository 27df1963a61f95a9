import type { Types } from 'mongoose';
import type { Role } from '@staydesk/contracts';
import { Task as TaskModel } from '../../models/task';
import { createCustomerWithUsers } from '../../../test/harness';

export interface PaymentCustomers {
  users: Map<Role, Types.ObjectId>;
  customerId: Types.ObjectId;
  /** A completed marketplace task of another customer, 'Mountain'. */
  foreignTaskId: string;
  foreignCustomerId: Types.ObjectId;
}

/** 'Seaside' with users in the given roles, and another customer's completed marketplace task. */
export async function seedPaymentCustomers(roles: Role[]): Promise<PaymentCustomers> {
  const seaside = await createCustomerWithUsers('Seaside', roles);
  const mountain = await createCustomerWithUsers('Mountain', ['admin']);
  const foreign = await TaskModel.create({
    customerId: mountain.customerId,
    title: 'Their clean',
    category: 'cleaning',
    priority: 'high',
    status: 'completed',
    marketplaceEligible: true,
  });
  return {
    users: seaside.users,
    customerId: seaside.customerId,
    foreignTaskId: foreign._id.toString(),
    foreignCustomerId: mountain.customerId,
  };
}

/** A marketplace task of the seaside cleaner, accepted, in the given status. */
export async function cleanerTask(
  seeded: PaymentCustomers,
  status: 'in_progress' | 'completed',
  title = 'Turnover clean',
): Promise<string> {
  const task = await TaskModel.create({
    customerId: seeded.customerId,
    title,
    category: 'cleaning',
    priority: 'high',
    status,
    marketplaceEligible: true,
    assignments: [{ userId: seeded.users.get('cleaner'), status: 'accepted' }],
  });
  return task._id.toString();
}
