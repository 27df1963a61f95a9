/** What the shell's start loads of the boot code, as one chunk: one loader call in its own. */
export { runBootLoader } from './boot-loader';
export { renderChromeless } from './chromeless-page';
export { keepWorkspaceFresh } from './workspace-cache';
