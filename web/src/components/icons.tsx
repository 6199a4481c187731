// Line icons of the app shell, the home page and the screens they share, in the app's icon frame
// (components/icon.tsx).
import { Icon, type IconProps } from './icon';

export const HomeIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V21h5v-6h4v6h5V9.5" />
  </Icon>
);

export const BookIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z" />
    <path d="M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" />
    <path d="M8 8h8M8 12h5" />
  </Icon>
);

export const CardIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M2.5 10h19M6.5 15h4" />
  </Icon>
);

export const UserIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const ListIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M9 6h12M9 12h12M9 18h12" />
    <circle cx="4.5" cy="6" r="1" />
    <circle cx="4.5" cy="12" r="1" />
    <circle cx="4.5" cy="18" r="1" />
  </Icon>
);

export const PlayIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="m10 8.5 5.5 3.5-5.5 3.5z" />
  </Icon>
);

export const CardsIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="7" y="3" width="14" height="16" rx="2" />
    <path d="M17 21H5a2 2 0 0 1-2-2V7" />
    <path d="m11.5 11 2 2 3.5-4" />
  </Icon>
);

export const MailIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="2.5" y="4.5" width="19" height="15" rx="2" />
    <path d="m3 6 9 7 9-7" />
  </Icon>
);

export const LinkIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4L12 5.6" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2" />
  </Icon>
);

export const CopyIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="8" y="8" width="13" height="13" rx="2" />
    <path d="M16 8V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h3" />
  </Icon>
);

export const PuzzleIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M10 3.5a2 2 0 1 1 4 0V5h4a1 1 0 0 1 1 1v4h-1.5a2 2 0 1 0 0 4H19v4a1 1 0 0 1-1 1h-4v-1.5a2 2 0 1 0-4 0V19H6a1 1 0 0 1-1-1v-4h1.5a2 2 0 1 0 0-4H5V6a1 1 0 0 1 1-1h4z" />
  </Icon>
);

export const SpeakerIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M11 5 6 9H3v6h3l5 4z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </Icon>
);

export const TranslateIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 5h8M8 3v2M5.5 5c.8 3 3 5.5 6 7M10.5 5c-.8 3-3 6-6.5 8" />
    <path d="m13 21 4-9 4 9M14.5 18h5" />
  </Icon>
);

export const SparkIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
  </Icon>
);

/** Sparkles: something made for the learner (a generated sentence). */
export const SparklesIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M10 3.5 11.6 8.4 16.5 10l-4.9 1.6L10 16.5 8.4 11.6 3.5 10l4.9-1.6z" />
    <path d="M18 14.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z" />
    <path d="M18 3v3M16.5 4.5h3" />
  </Icon>
);

export const InstallIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M12 7v7M9 11l3 3 3-3M10.5 18.5h3" />
  </Icon>
);

export const ImageIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="9" cy="9.5" r="1.8" />
    <path d="m3.5 18 5.5-5.5 4 4 2.5-2.5 5 5" />
  </Icon>
);
