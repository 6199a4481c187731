// Icons only the word dialogs use, in the app's icon frame (decoration: every button that
// shows one also has an accessible name).
import { Icon } from '../../../components/icon';

export const GlobeIcon = () => (
  <Icon size={18}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </Icon>
);

export const SwapIcon = () => (
  <Icon size={18}>
    <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
  </Icon>
);
