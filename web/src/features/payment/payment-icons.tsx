// The payment page's own line icons, in the app's icon frame. Decoration only: the text
// beside each one says the same, so they are hidden from screen readers.
import { Icon } from '../../components/icon';

export const InfoIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </Icon>
);

export const WarningIcon = () => (
  <Icon>
    <path d="M10.3 4.2 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4.5M12 17.5v.01" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const ShieldIcon = () => (
  <Icon>
    <path d="M12 2.5 4.5 5.5v6c0 4.6 3.2 8.6 7.5 10 4.3-1.4 7.5-5.4 7.5-10v-6z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);
