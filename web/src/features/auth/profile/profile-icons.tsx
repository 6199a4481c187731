// The profile screen's two icons, in the app's icon frame. Decoration only: the buttons that show
// them carry their own names.
import { Icon } from '../../../components/icon';

export const PenIcon = () => (
  <Icon>
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4z" />
    <path d="m14.5 5.5 3 3" />
  </Icon>
);

export const LogoutIcon = () => (
  <Icon>
    <path d="M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3" />
    <path d="m15 16 4-4-4-4M19 12H9" />
  </Icon>
);
