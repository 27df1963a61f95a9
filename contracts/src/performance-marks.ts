/**
 * Noted on the page once the workspace is ready to use: the bench measures what the page had
 * loaded before it (the shell's critical path).
 */
export const WORKSPACE_READY_MARK = 'workspace-ready';
