/** The plain tables of the admin pages (users, services, versions). */
export const tableStyle = { borderCollapse: 'collapse' as const, width: '100%', fontSize: 14 };
export const cellStyle = {
  padding: '6px 8px',
  textAlign: 'left' as const,
  borderBottom: '1px solid #e2e8f0',
};
