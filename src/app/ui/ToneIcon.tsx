import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import type { Tone } from './tone';

/** The icon repeats the tone for people who cannot tell the colours apart; the text still says it all. */
export function ToneIcon({ tone }: { tone: Tone }) {
  switch (tone) {
    case 'error':
      return <ErrorIcon />;
    case 'warning':
      return <WarningIcon />;
    case 'success':
      return <SuccessIcon />;
    case 'info':
      return <InfoIcon />;
  }
}
