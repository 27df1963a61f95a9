import { css, type Theme } from '@emotion/react';
import { REPORT_ISSUE_TYPE_LABELS, type ReportIssueType } from '@staydesk/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';

const gridStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.space[2]};
    font-weight: ${theme.typography.weights.medium};
  }
`;

const tileStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 56px;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border.control};
  border-radius: ${theme.radii.lg};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${theme.colors.focus};
    background: ${theme.colors.background.selected};
  }
  &:focus-within {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The issue types as a grid of radio tiles. */
export function IssueTypeGrid({
  types,
  field,
}: {
  types: readonly ReportIssueType[];
  field: UseFormRegisterReturn<'type'>;
}) {
  return (
    <fieldset css={gridStyle}>
      <legend>Issue type</legend>
      {types.map((type) => (
        <label key={type} css={tileStyle}>
          <input type="radio" value={type} {...field} />
          {REPORT_ISSUE_TYPE_LABELS[type]}
        </label>
      ))}
    </fieldset>
  );
}
