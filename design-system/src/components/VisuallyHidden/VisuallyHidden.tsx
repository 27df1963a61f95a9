import { css } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';

const visuallyHiddenStyle = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for screen readers only. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <span css={visuallyHiddenStyle} {...props} />;
}
