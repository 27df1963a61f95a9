import type { HealthStatus, SystemHealth } from '@staydesk/contracts';
import { Badge } from '@staydesk/design-system';

const tableStyle = { borderCollapse: 'collapse' as const, width: '100%', fontSize: 14 };
const cellStyle = {
  padding: '6px 8px',
  textAlign: 'left' as const,
  borderBottom: '1px solid #e2e8f0',
};

const STATUS_LABEL: Record<HealthStatus, string> = {
  ok: 'Operational',
  degraded: 'Degraded',
  down: 'Down',
};
const STATUS_TONE = { ok: 'success', degraded: 'warning', down: 'danger' } as const;

export function HealthReport({ health }: { health: SystemHealth }) {
  const components = [
    { name: 'API', ...health.api },
    { name: 'Database', ...health.database },
    { name: 'Job runner', ...health.jobRunner },
  ];
  return (
    <>
      <table css={tableStyle}>
        <caption css={{ textAlign: 'left', fontWeight: 600, padding: '8px 0' }}>Services</caption>
        <thead>
          <tr>
            <th css={cellStyle}>Service</th>
            <th css={cellStyle}>Status</th>
            <th css={cellStyle}>Detail</th>
          </tr>
        </thead>
        <tbody>
          {components.map((component) => (
            <tr key={component.name}>
              <td css={cellStyle}>{component.name}</td>
              <td css={cellStyle}>
                <Badge tone={STATUS_TONE[component.status]}>{STATUS_LABEL[component.status]}</Badge>
              </td>
              <td css={cellStyle}>{component.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table css={{ ...tableStyle, marginTop: 16 }}>
        <caption css={{ textAlign: 'left', fontWeight: 600, padding: '8px 0' }}>
          Application parts (active versions)
        </caption>
        <thead>
          <tr>
            <th css={cellStyle}>Part</th>
            <th css={cellStyle}>Version</th>
          </tr>
        </thead>
        <tbody>
          {health.remotes.map((remote) => (
            <tr key={remote.name}>
              <td css={cellStyle}>{remote.name}</td>
              <td css={cellStyle}>{remote.version}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p css={{ fontSize: 13, color: '#475569' }}>
        Checked at {new Date(health.checkedAt).toLocaleTimeString()}
      </p>
    </>
  );
}
