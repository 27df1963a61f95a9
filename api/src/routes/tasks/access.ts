import {
  ASSIGNED_SCOPE_ROLES,
  FULL_EDIT_ROLES,
  rolesAccess,
  STRUCTURE_EDIT_ROLES,
} from '@staydesk/contracts';
import { forbidden } from '../../errors';
import type { AuthContext } from '../../middleware/auth';

/** Roles that may change some task at all: managers, concierges, and providers on their own. */
export const TASK_CHANGE_ROLES = [...STRUCTURE_EDIT_ROLES, ...ASSIGNED_SCOPE_ROLES];

export const changeTasksAccess = rolesAccess(TASK_CHANGE_ROLES, 'change tasks');
export const structureAccess = rolesAccess(STRUCTURE_EDIT_ROLES, 'change the structure of tasks');
/** Who may change a task's description when it is assigned to them (the examples' change). */
export const describeAccess = rolesAccess(
  [...FULL_EDIT_ROLES, ...ASSIGNED_SCOPE_ROLES],
  'change task descriptions',
);

/** A route that names the customer acts only for the caller's current one. */
export function requireCurrentCustomer(auth: AuthContext, customerId: string | undefined) {
  if (customerId !== undefined && customerId !== auth.customerId) {
    throw forbidden('You can only act for your current customer');
  }
}
