// Alone in its module: the shell's entry reads it, and would otherwise take the invitation
// page's messages and rules with it.

/** The shell's page an invitation link opens; its path keeps it outside the chrome. */
export const INVITATION_PATH = '/auth/invitation';
