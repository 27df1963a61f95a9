import { Types } from 'mongoose';
import { ROLES, type Role } from '@staydesk/contracts';
import type { ExampleTenant } from '../../src/http/example-fixture';
import { Customer } from '../../src/models/customer';
import { Listing } from '../../src/models/listing';
import { Reservation } from '../../src/models/reservation';
import { Task } from '../../src/models/task';
import { ChecklistTemplate } from '../../src/models/task-templates';
import { User } from '../../src/models/user';
import { hashPassword } from '../../src/services/passwords';
import { storeAttachment } from '../../src/services/attachments';
import { notify } from '../../src/services/notify';
import { samplePhoto } from '../sample-files';
import { PASSWORD } from '../harness';

/** A string in every piece of the other customer's data: it must never appear in an answer. */
export const FOREIGN_MARKER = 'FOREIGN-MARKER';

export interface MatrixUser {
  id: string;
  email: string;
}

export interface MatrixCustomer {
  id: Types.ObjectId;
  users: Map<Role, MatrixUser>;
  superUser: MatrixUser | null;
  tenant: ExampleTenant;
}

/**
 * One customer with a user in every role (and, for the caller's customer, a super user), a
 * listing, a reservation, a task assigned to everyone and a notification addressed to everyone.
 */
export async function seedMatrixCustomer(
  name: string,
  options: { superUser: boolean; marker?: string },
): Promise<MatrixCustomer> {
  const label = options.marker ? `${options.marker} ${name}` : name;
  const slug = name.toLowerCase();
  const customer = await Customer.create({ name: label });
  const passwordHash = await hashPassword(PASSWORD);
  const users = new Map<Role, MatrixUser>();
  for (const role of ROLES) {
    const email = `${role}@${slug}.test`;
    const user = await User.create({
      email,
      name: `${name} ${role}`,
      passwordHash,
      memberships: [{ customerId: customer._id, roles: [role], active: true }],
    });
    users.set(role, { id: user._id.toString(), email });
  }
  let superUser: MatrixUser | null = null;
  if (options.superUser) {
    const email = `super@${slug}.test`;
    const user = await User.create({
      email,
      name: `${name} super user`,
      passwordHash,
      isSuperUser: true,
      memberships: [{ customerId: customer._id, roles: ['admin'], active: true }],
    });
    superUser = { id: user._id.toString(), email };
  }
  const everyone = [...users.values(), ...(superUser ? [superUser] : [])].map((user) => user.id);
  const listing = await Listing.create({ customerId: customer._id, name: `${label} listing` });
  const reservation = await Reservation.create({
    customerId: customer._id,
    listingId: listing._id,
    confirmationCode: `${slug.toUpperCase()}1`,
    guestName: `${label} guest`,
    checkIn: new Date('2026-12-04T00:00:00Z'),
    checkOut: new Date('2026-12-07T00:00:00Z'),
    status: 'confirmed',
    platform: 'airbnb',
    guests: { total: 2, adults: 2, children: 0, infants: 0, pets: 0 },
    pricing: { total: 500, hostPayout: 450, currency: 'USD' },
  });
  const task = await Task.create({
    customerId: customer._id,
    title: `${label} task`,
    category: 'cleaning',
    priority: 'medium',
    listingId: listing._id,
    assignments: everyone.map((id) => ({ userId: new Types.ObjectId(id) })),
    checklist: [{ title: `${label} checklist item` }],
  });
  const checklistTemplate = await ChecklistTemplate.create({
    customerId: customer._id,
    title: `${label} checklist template`,
    items: [{ title: `${label} template item` }],
  });
  const photo = await storeAttachment(
    { customerId: customer._id, taskId: task._id, uploaderId: new Types.ObjectId(everyone[0]) },
    `${label} photo.png`,
    await samplePhoto(),
  );
  const { notificationId } = await notify({
    customerId: customer._id,
    kind: 'mention',
    type: 'mention',
    title: `${label} notification`,
    target: { mentionedIds: everyone },
  });
  if (!notificationId) throw new Error('the matrix notification reached nobody');
  return {
    id: customer._id,
    users,
    superUser,
    tenant: {
      customerId: customer._id.toString(),
      taskId: task._id.toString(),
      assignmentIds: Object.fromEntries(
        task.assignments.map((assignment) => [
          assignment.userId.toString(),
          assignment._id.toString(),
        ]),
      ),
      checklistItemId: task.checklist[0]?._id.toString() ?? '',
      checklistTemplateId: checklistTemplate._id.toString(),
      reservationId: reservation._id.toString(),
      listingId: listing._id.toString(),
      notificationId,
      attachmentId: photo.id,
      userId: users.get('user')?.id ?? '',
    },
  };
}
