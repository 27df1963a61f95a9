import { FULL_EDIT_ROLES, STRUCTURE_EDIT_ROLES, type Role } from './roles';

export interface TaskAccessSubject {
  assignments: ReadonlyArray<{ user_id: string }>;
}

export interface TaskViewer {
  userId: string;
  role: Role;
  /** Users of the viewer's company, for partners: an assignment to any of them grants edit. */
  companyUserIds?: readonly string[];
}

/** Whether the viewer may edit the task (spec: tasks §6, marketplace §6). */
export function canEdit(viewer: TaskViewer, task: TaskAccessSubject): boolean {
  if (FULL_EDIT_ROLES.includes(viewer.role)) return true;
  const assignedIds = task.assignments.map((assignment) => assignment.user_id);
  if (viewer.role === 'partner') {
    const company = viewer.companyUserIds ?? [];
    return assignedIds.some((id) => id === viewer.userId || company.includes(id));
  }
  if (viewer.role === 'cleaner' || viewer.role === 'maintenance') {
    return assignedIds.includes(viewer.userId);
  }
  // The product allows editing for every other role.
  return true;
}

/** Whether the viewer may change checklist and subtask structure, the marketplace and payments. */
export function canEditStructure(role: Role): boolean {
  return STRUCTURE_EDIT_ROLES.includes(role);
}

/** A task is viewable by a super user, or when it belongs to the viewer's current customer. */
export function canViewTask(
  viewer: { isSuperUser: boolean; customerId: string },
  task: { customer_id: string },
): boolean {
  return viewer.isSuperUser || viewer.customerId === task.customer_id;
}
