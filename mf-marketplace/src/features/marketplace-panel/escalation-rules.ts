/** Default escalation rules, read-only for now (spec: marketplace §9). */
export const DEFAULT_ESCALATION_RULES: ReadonlyArray<{ label: string; value: string }> = [
  { label: 'Primary visibility', value: '2 hours' },
  { label: 'Backup visibility', value: '6 hours' },
  { label: 'Marketplace visibility', value: '24 hours' },
  { label: 'Confirmation reminder', value: '7 days' },
  { label: 'Confirmation deadline', value: '3 days' },
  { label: 'Progress update', value: '24 hours' },
  { label: 'Completion reminder', value: '24 hours' },
];
