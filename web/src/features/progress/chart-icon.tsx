// The progress page's icon: three bars on a baseline.
import { Icon, type IconProps } from '../../components/icon';

export const ChartIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <path d="M4 20h16" />
    <path d="M7 16v-4M12 16V6M17 16v-7" />
  </Icon>
);
