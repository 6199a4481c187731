// The frame of every icon of the app: a 24-unit line drawing in the text colour, drawn inline (no
// icon font, nothing fetched). Icons are decoration: every control that shows one also carries a
// text label or an accessible name, so they are hidden from screen readers. The drawings live with
// the screen that shows them, so each screen's chunk carries only its own (decision 17).
import type { ReactNode } from 'react';

export type IconProps = { size?: number | undefined };

export function Icon({ children, size = 20 }: { children: ReactNode; size?: number | undefined }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
