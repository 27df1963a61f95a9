import { DetailList } from '@staydesk/design-system/panels';
import { DEFAULT_ESCALATION_RULES } from './escalation-rules';
import { sectionTitleStyle, tabBodyStyle } from './tabStyles';

export function EscalationsTab() {
  return (
    <div css={tabBodyStyle}>
      <h3 css={sectionTitleStyle}>Escalation rules</h3>
      <DetailList
        layout="figures"
        details={DEFAULT_ESCALATION_RULES.map((rule) => ({ term: rule.label, value: rule.value }))}
      />
    </div>
  );
}
