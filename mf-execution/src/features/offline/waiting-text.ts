/** What the screen says about the changes kept on the phone. */
export function waitingText(waiting: number): string {
  if (waiting === 0) return 'All changes synced';
  return waiting === 1 ? '1 change waiting to sync' : `${waiting} changes waiting to sync`;
}
