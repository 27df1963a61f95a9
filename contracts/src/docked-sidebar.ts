// Apart from the sidebar's other constants: the shell's entry reads those, not this.

/**
 * The room the docked notifications sidebar takes at the page's right edge (a CSS length on the
 * root element, unset while it does not dock): the other side panels open beside it, not over it.
 */
export const DOCKED_SIDEBAR_ROOM_PROPERTY = '--staydesk-docked-sidebar-room';
