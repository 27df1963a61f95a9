/** Banners sit in the page's flow above the header: they push the content down, never cover it. */
export const bannerStyle = { padding: '8px 16px', fontSize: 14, textAlign: 'center' as const };
