import { Icon, type IconProps } from '../../../ui';

// The document centre's action icons; decorative, the buttons carry the names.

export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M7 10l5 5 5-5" />
    <path d="M5 20h14" />
  </Icon>
);
export const ForwardIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 5l7 7-7 7" />
    <path d="M21 12H9a6 6 0 0 0-6 6v1" />
  </Icon>
);
export const UploadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 20V9M7 14l5-5 5 5" />
    <path d="M5 4h14" />
  </Icon>
);
