// The profile screen's two icons, drawn like components/icons.tsx. Decoration only: the buttons
// that show them carry their own names.
const svgProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const PenIcon = () => (
  <svg className="icon" {...svgProps} aria-hidden="true" focusable="false">
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4z" />
    <path d="m14.5 5.5 3 3" />
  </svg>
);

export const LogoutIcon = () => (
  <svg className="icon" {...svgProps} aria-hidden="true" focusable="false">
    <path d="M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3" />
    <path d="m15 16 4-4-4-4M19 12H9" />
  </svg>
);
