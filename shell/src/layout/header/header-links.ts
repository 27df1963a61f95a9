/** The header's page links: buttons on a desktop, entries of the menu on a phone. */
export const HEADER_LINKS = [
  { label: 'Feedback', path: '/feedback' },
  { label: 'System Health', path: '/system' },
  { label: 'Changelog', path: '/changelog' },
  { label: 'Help', path: '/help' },
] as const;
