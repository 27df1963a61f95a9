import { css, type Theme } from '@emotion/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  buttonHeights,
  buttonStyle,
  type ButtonSize,
  type ButtonVariant,
} from '../Button/buttonStyles';

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'aria-label' | 'children'
> {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const squareStyle = (theme: Theme, variant: ButtonVariant, size: ButtonSize) => css`
  ${buttonStyle(theme, variant, size)}
  width: ${buttonHeights[size]};
  padding: 0;
`;

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      css={(theme) => squareStyle(theme, variant, size)}
      {...rest}
    >
      {icon}
    </button>
  );
}
