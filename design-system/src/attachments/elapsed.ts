/** Seconds as m:ss, the way the recorder shows its elapsed time. */
export function elapsedLabel(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
