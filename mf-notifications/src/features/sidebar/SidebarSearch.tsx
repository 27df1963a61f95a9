import { css, type Theme } from '@emotion/react';
import { maxLengthOf, notificationListQuerySchema } from '@staydesk/contracts';
import { Input } from '@staydesk/design-system';
import type { KeyboardEvent } from 'react';

const searchStyle = (theme: Theme) => css`
  flex: 0 0 auto;
  padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[2]};
`;

interface SidebarSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** Search on title and text; the list asks the API once typing pauses. */
export function SidebarSearch({ value, onChange }: SidebarSearchProps) {
  const clearOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    // The first Escape clears the search; the next one closes the sidebar.
    if (event.key === 'Escape' && value !== '') {
      event.preventDefault();
      onChange('');
    }
  };
  return (
    <div css={searchStyle}>
      <Input
        type="search"
        label="Search notifications"
        hideLabel
        placeholder="Search notifications..."
        autoComplete="off"
        maxLength={maxLengthOf(notificationListQuerySchema.shape.q)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={clearOnEscape}
      />
    </div>
  );
}
