// Line icons of the study modes, in the app's icon frame (components/icon.tsx): decoration only,
// hidden from screen readers, because every button that shows one carries an aria-label.
import { Icon, type IconProps } from '../../../components/icon';

/** The study modes' buttons are larger than the app's. */
const STUDY_SIZE = 22;

export const PreviousIcon = ({ size = STUDY_SIZE }: IconProps) => (
  <Icon size={size}>
    <path d="M18 5.5v13L9 12z" />
    <path d="M6 5.5v13" />
  </Icon>
);

export const NextIcon = ({ size = STUDY_SIZE }: IconProps) => (
  <Icon size={size}>
    <path d="M6 5.5v13l9-6.5z" />
    <path d="M18 5.5v13" />
  </Icon>
);

export const PlayIcon = ({ size = STUDY_SIZE }: IconProps) => (
  <Icon size={size}>
    <path d="M7.5 4.5v15l12-7.5z" fill="currentColor" />
  </Icon>
);

export const StopIcon = ({ size = STUDY_SIZE }: IconProps) => (
  <Icon size={size}>
    <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
  </Icon>
);

export const EyeIcon = ({ size = STUDY_SIZE }: IconProps) => (
  <Icon size={size}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const EyeOffIcon = ({ size = STUDY_SIZE }: IconProps) => (
  <Icon size={size}>
    <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.9 3.8M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </Icon>
);

export const PenIcon = ({ size = STUDY_SIZE }: IconProps) => (
  <Icon size={size}>
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4z" />
    <path d="m14.5 5.5 3 3" />
  </Icon>
);

export const HelpIcon = ({ size = STUDY_SIZE }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M9.3 9a2.8 2.8 0 0 1 5.4 1c0 1.9-2.7 2.5-2.7 4" />
    <path d="M12 17.5h.01" />
  </Icon>
);

export const GearIcon = ({ size = STUDY_SIZE }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </Icon>
);

export const MinusIcon = ({ size = STUDY_SIZE }: IconProps) => (
  <Icon size={size}>
    <path d="M5 12h14" />
  </Icon>
);

export const PlusIcon = ({ size = STUDY_SIZE }: IconProps) => (
  <Icon size={size}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const SpeakerIcon = ({ size = STUDY_SIZE }: IconProps) => (
  <Icon size={size}>
    <path d="M11 5 6 9H3v6h3l5 4z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </Icon>
);

export const MutedIcon = ({ size = STUDY_SIZE }: IconProps) => (
  <Icon size={size}>
    <path d="M11 5 6 9H3v6h3l5 4z" />
    <path d="m16 9.5 5 5M21 9.5l-5 5" />
  </Icon>
);

export const MoonIcon = ({ size = STUDY_SIZE }: IconProps) => (
  <Icon size={size}>
    <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />
  </Icon>
);
