import type { Types } from 'mongoose';
import type { Role } from '@staydesk/contracts';
import type { UserDoc } from '../models/user';

/** The signed-in caller a request acts as: the user, the customer, and the role in use. */
export interface AuthContext {
  userId: string;
  customerId: string;
  customerObjectId: Types.ObjectId;
  role: Role;
  roles: Role[];
  isSuperUser: boolean;
  user: UserDoc;
  originalUser: { email: string; customerId: string; isAdmin: boolean } | null;
}
