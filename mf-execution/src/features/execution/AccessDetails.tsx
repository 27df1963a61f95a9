import type { Task } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { SafeHtml } from '@staydesk/design-system/panels';
import { cardStyle, errorStyle, sectionTitleStyle } from './styles';

export const ACCESS_UNAVAILABLE =
  'Unable to load property access information. Please contact support.';

/** How the assigned provider gets in: wifi and the host's instructions, and the way to say they cannot. */
export function AccessDetails({
  property,
  onReportAccessProblem,
}: {
  property: Task['property'];
  onReportAccessProblem: () => void;
}) {
  const access = property?.access ?? null;
  return (
    <section aria-labelledby="execution-access" css={cardStyle}>
      <h3 id="execution-access" css={sectionTitleStyle}>
        Property access
      </h3>
      {access ? (
        <>
          {property && (
            <p css={{ margin: 0 }}>
              {[property.location.address, property.location.city].filter(Boolean).join(', ')}
            </p>
          )}
          {access.wifi && (
            <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
              Wifi: {access.wifi.network}
              {access.wifi.password && ` · password ${access.wifi.password}`}
            </p>
          )}
          {access.instructions && <SafeHtml html={access.instructions} />}
        </>
      ) : (
        <p role="alert" css={errorStyle}>
          {ACCESS_UNAVAILABLE}
        </p>
      )}
      <Button variant="secondary" onClick={onReportAccessProblem}>
        Report access problem
      </Button>
    </section>
  );
}
