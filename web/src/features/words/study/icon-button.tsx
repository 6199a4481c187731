// A round button that shows an icon and names itself to screen readers: every control of the
// study modes is one of these.
import type { ReactNode } from 'react';
import './study-controls.css';

interface IconButtonProps {
  label: string;
  onClick(): void;
  children: ReactNode;
  /** For toggles: whether the state the button switches is on. */
  pressed?: boolean;
  variant?: 'plain' | 'primary';
  disabled?: boolean;
}

export function IconButton({
  label,
  onClick,
  children,
  pressed,
  variant = 'plain',
  disabled,
}: IconButtonProps) {
  return (
    <button
      type="button"
      className={`study-icon-button study-icon-button--${variant}`}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
