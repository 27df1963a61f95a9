import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { SpinnerGlyph } from '../Spinner/SpinnerGlyph';
import { buttonStyle, type ButtonSize, type ButtonVariant } from './buttonStyles';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks while keeping focus on the button. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      type={type}
      css={(theme) => buttonStyle(theme, variant, size)}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading && <SpinnerGlyph size={size === 'sm' ? 14 : 16} />}
      {children}
    </button>
  );
}
