import type { Team } from '@staydesk/contracts';

export const teamFixture: Team = {
  users: [
    {
      id: 'user-casey',
      name: 'Casey Cleaner',
      email: 'cleaner@demo.test',
      roles: ['cleaner'],
      image: null,
      company: null,
      serviceProvider: null,
    },
    {
      id: 'user-carla',
      name: 'Carla Concierge',
      email: 'concierge@demo.test',
      roles: ['concierge'],
      image: null,
      company: null,
      serviceProvider: null,
    },
  ],
  groups: [{ id: 'cleaning-crew', name: 'Cleaning crew', memberCount: 3 }],
};
