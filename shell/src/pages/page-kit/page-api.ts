import { createRemoteApi } from '@staydesk/design-system/platform';

/**
 * The shell pages' one RTK Query api. Each page area injects its endpoints from its own module,
 * so they load with the area's chunk; the api itself loads with the first page that reads one.
 * A page reads afresh each time it opens, as a page of the web does: nothing is kept unused.
 */
export const pageApi = createRemoteApi({
  keepUnusedDataFor: 0,
  tagTypes: [
    'Reservation',
    'Listing',
    'TeamMember',
    'TeamInvitation',
    'ChecklistTemplate',
    'SystemHealth',
    'Outage',
    'Feedback',
    'Customers',
    'Profile',
  ],
});
