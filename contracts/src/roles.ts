/** Every role the product knows, in the order the admin UI lists them. */
export const ROLES = [
  'admin',
  'owner',
  'user',
  'team_lead',
  'supervisor',
  'concierge',
  'cleaner',
  'maintenance',
  'roamer',
  'inspector',
  'partner',
  'accountant',
  'bookkeeper',
  'listing_owner',
] as const;

export type Role = (typeof ROLES)[number];

/** Staff who work in the field: no global search, no create palette, no Cmd/Ctrl+K. */
export const FIELD_STAFF_ROLES: readonly Role[] = ['cleaner', 'maintenance', 'roamer', 'inspector'];

/** Providers carry tasks out; they see property details in place of the marketplace. */
export const SERVICE_PROVIDER_ROLES: readonly Role[] = ['cleaner', 'maintenance', 'partner'];

/** Roles with full edit rights on any task of their customer. */
export const FULL_EDIT_ROLES: readonly Role[] = [
  'admin',
  'owner',
  'user',
  'team_lead',
  'supervisor',
  'roamer',
];

/** Roles that may edit a task's structure (checklist, subtasks, marketplace, payments, escalations). */
export const STRUCTURE_EDIT_ROLES: readonly Role[] = [...FULL_EDIT_ROLES, 'concierge'];

export const isFieldStaff = (role: Role): boolean => FIELD_STAFF_ROLES.includes(role);
export const isServiceProvider = (role: Role): boolean => SERVICE_PROVIDER_ROLES.includes(role);

/** 'team_lead' as people write it: 'Team lead'. */
export const roleLabel = (role: Role): string => {
  const words = role.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
