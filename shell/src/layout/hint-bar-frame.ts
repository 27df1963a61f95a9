/** The bar's box, also held by its stand-in while its code loads: nothing moves when it comes. */
export const hintBarFrame = {
  display: 'flex',
  alignItems: 'center',
  height: 45,
  boxSizing: 'border-box',
  background: '#f8fafc',
  borderBottom: '1px solid #e2e8f0',
  '@media (max-width: 767.98px)': { display: 'none' },
} as const;
