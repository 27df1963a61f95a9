export default function Footer() {
  return (
    <footer
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 16,
        padding: '16px',
        borderTop: '1px solid #e2e8f0',
        color: '#475569',
        fontSize: 13,
      }}
    >
      <a href="/system">System Status</a>
      <a href="/privacy">Privacy Policy</a>
      <a href="/terms">Terms &amp; Conditions</a>
      <span css={{ marginLeft: 'auto' }}>© {new Date().getFullYear()} Staydesk</span>
    </footer>
  );
}
