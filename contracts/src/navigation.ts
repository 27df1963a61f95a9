import { roleLabel, SERVICE_PROVIDER_ROLES, type Role } from './roles';
import { MARKETPLACE_PAGE_PATH, TASKS_DASHBOARD_PATH } from './surfaces';

export interface NavItem {
  label: string;
  path: string;
  /** Roles that see the item; undefined means every role. */
  roles?: readonly Role[];
  superUserOnly?: boolean;
}

const MANAGERS: readonly Role[] = [
  'admin',
  'owner',
  'user',
  'team_lead',
  'supervisor',
  'concierge',
  'roamer',
];

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Tasks', path: TASKS_DASHBOARD_PATH, roles: MANAGERS },
  { label: 'Listings', path: '/listings', roles: [...MANAGERS, 'listing_owner'] },
  { label: 'Reservations', path: '/reservations', roles: [...MANAGERS, 'accountant'] },
  // Field staff and partners work from their own tasks and the marketplace's offers, both in
  // their home inbox.
  { label: 'My tasks', path: '/', roles: ['cleaner', 'maintenance', 'inspector', 'partner'] },
  // Offers to bid on or claim: the API answers only providers of type individual or company.
  { label: 'Marketplace', path: MARKETPLACE_PAGE_PATH, roles: SERVICE_PROVIDER_ROLES },
  {
    label: 'Finance',
    path: '/finance',
    roles: ['admin', 'owner', 'accountant', 'bookkeeper', 'listing_owner'],
  },
  { label: 'Team', path: '/team', roles: ['admin', 'owner', 'team_lead', 'supervisor'] },
  { label: 'Super admin', path: '/superadmin', superUserOnly: true },
];

/** Each navigation item is estimated at 74 px wide when deciding what overflows. */
export const NAV_ITEM_WIDTH = 74;

/**
 * A super user sees every item but the tasks dashboard, and /superadmin; everyone else sees
 * items for their current role or any of their roles, never /superadmin.
 */
export function visibleNavItems(viewer: {
  isSuperUser: boolean;
  currentRole: Role;
  roles: readonly Role[];
}): NavItem[] {
  if (viewer.isSuperUser) return NAV_ITEMS.filter((item) => item.path !== TASKS_DASHBOARD_PATH);
  return NAV_ITEMS.filter((item) => {
    if (item.superUserOnly) return false;
    if (!item.roles) return true;
    return (
      item.roles.includes(viewer.currentRole) || viewer.roles.some((r) => item.roles?.includes(r))
    );
  });
}

/** The heading of a page the viewer may not use, shown in place of its content. */
export const NO_PAGE_ACCESS_TITLE = 'You do not have access to this page';

/** The navigation item whose page the pathname is (its own path or one below it), if any. */
const navItemOf = (pathname: string): NavItem | undefined =>
  NAV_ITEMS.find(
    (item) => item.path !== '/' && (pathname === item.path || pathname.startsWith(`${item.path}/`)),
  );

const navItemOfPage = (pathname: string) => navItemOf(pathname.replace(/\/+$/, '') || '/');

/**
 * Why the viewer may not use the page at the pathname, or null when they may. The navigation's
 * table decides, so a page refuses exactly whom its link is not shown to; the current role
 * counts, as the API's rules check it. Pages no item names (settings, help, the home page) are
 * for everyone signed in.
 */
export function pageRefusal(
  pathname: string,
  viewer: { isSuperUser: boolean; currentRole: Role },
): string | null {
  const item = navItemOfPage(pathname);
  if (!item || viewer.isSuperUser) return null;
  if (item.superUserOnly) return 'Only super users can use this page.';
  if (!item.roles || item.roles.includes(viewer.currentRole)) return null;
  return `Your role (${roleLabel(viewer.currentRole)}) cannot open the ${item.label} page. Ask an admin if you need it.`;
}

/**
 * Another of the viewer's roles that may open the page their current role may not, or null. The
 * navigation shows a link for any of the user's roles, so the refusal offers this switch rather
 * than a dead end.
 */
export function roleOpeningPage(
  pathname: string,
  viewer: { isSuperUser: boolean; currentRole: Role; roles: readonly Role[] },
): Role | null {
  const allowed = navItemOfPage(pathname)?.roles;
  if (!allowed || viewer.isSuperUser || allowed.includes(viewer.currentRole)) return null;
  return viewer.roles.find((role) => allowed.includes(role)) ?? null;
}

/** How many items fit in the bar before the rest go to the overflow list. */
export const navItemsThatFit = (barWidth: number): number =>
  Math.max(0, Math.floor(barWidth / NAV_ITEM_WIDTH));
