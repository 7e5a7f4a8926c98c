import { Icon, type IconProps } from '../../ui';

// The requisition pages' icons; decorative, the buttons carry the names.

export const AttachmentIcon = (p: IconProps) => (
  <Icon width="1.25em" height="1.25em" {...p}>
    <path d="M21 11.5l-8.5 8.5a5 5 0 0 1-7-7l8.5-8.5a3.5 3.5 0 0 1 5 5L10.5 18a2 2 0 0 1-3-3l7.5-7.5" />
  </Icon>
);

export const CartIcon = (p: IconProps) => (
  <Icon width="1.25em" height="1.25em" {...p}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.5 12h12l2-8H6.2" />
  </Icon>
);
