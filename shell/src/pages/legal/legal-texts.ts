export interface LegalPage {
  title: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

/** The footer's Privacy Policy and Terms & Conditions, by path. */
export const LEGAL_PAGES: Record<string, LegalPage> = {
  '/privacy': {
    title: 'Privacy Policy',
    sections: [
      {
        heading: 'What Staydesk keeps',
        paragraphs: [
          'Your account: your name, e-mail address, phone number and picture if you add them, and the roles your organisation gives you.',
          'The work done in Staydesk: tasks, checklists, comments, photos, videos, voice notes, issue reports and bids, and the listings and reservations your organisation manages.',
        ],
      },
      {
        heading: 'Who sees it',
        paragraphs: [
          'Only the members of your organisation, each as their role allows. Files are served only to them; nobody outside your organisation can open them with a link.',
        ],
      },
      {
        heading: 'Cookies and this browser',
        paragraphs: [
          'A session cookie keeps you signed in for up to 14 days, and a second cookie protects you against requests from other sites. Staydesk sets no advertising or tracking cookies.',
          'This browser keeps a copy of your workspace (listings, team and calendar) so that Staydesk opens faster. Signing out removes it.',
        ],
      },
      {
        heading: 'Notifications',
        paragraphs: [
          'Staydesk sends e-mail, push notifications and text messages only as your notification settings allow. A browser that stops accepting push notifications is forgotten.',
        ],
      },
      {
        heading: 'Your questions',
        paragraphs: [
          "Your organisation's administrator manages your account: ask them to correct or remove what Staydesk keeps about you.",
        ],
      },
    ],
  },
  '/terms': {
    title: 'Terms & Conditions',
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'Your account is yours alone: keep your password to yourself and sign out on shared devices. Your organisation decides your roles and may deactivate your account.',
        ],
      },
      {
        heading: 'Property information',
        paragraphs: [
          'Access codes, Wi-Fi passwords and guest details are shown to you for the work you are assigned. Use them for that work only, and do not copy them elsewhere.',
        ],
      },
      {
        heading: 'What you upload',
        paragraphs: [
          'Upload only photos, videos, voice notes and documents of the work itself, that you may share with your organisation. Staydesk checks each file and refuses what is not what it claims to be.',
        ],
      },
      {
        heading: 'Your organisation',
        paragraphs: [
          "Staydesk is provided to your organisation under its agreement with Staydesk, which governs its use. Questions about it go to your organisation's administrator.",
        ],
      },
    ],
  },
};
