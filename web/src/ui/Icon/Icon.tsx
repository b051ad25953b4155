import { type IconName, iconPaths } from './iconPaths';

export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative icon; label the control that holds it, not the icon. */
export function Icon({ name, size = 16, className }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {iconPaths[name]}
    </svg>
  );
}
