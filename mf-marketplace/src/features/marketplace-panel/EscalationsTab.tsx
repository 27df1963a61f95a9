import { css, type Theme } from '@emotion/react';
import { Fragment } from 'react';
import { DEFAULT_ESCALATION_RULES } from './escalation-rules';
import { sectionTitleStyle, tabBodyStyle } from './tabStyles';

const rulesStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 1fr max-content;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  font-size: ${theme.typography.sizes.sm};
  dt {
    color: ${theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    font-weight: ${theme.typography.weights.medium};
  }
`;

export function EscalationsTab() {
  return (
    <div css={tabBodyStyle}>
      <h3 css={sectionTitleStyle}>Escalation rules</h3>
      <dl css={rulesStyle}>
        {DEFAULT_ESCALATION_RULES.map((rule) => (
          <Fragment key={rule.label}>
            <dt>{rule.label}</dt>
            <dd>{rule.value}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
