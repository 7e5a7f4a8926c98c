import type { Ref } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { withBase } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link' | 'icon';

export interface ButtonProps extends RACButtonProps {
  variant?: ButtonVariant;
  ref?: Ref<HTMLButtonElement>;
}

/** States (pressed, focus-visible, disabled, pending) are styled in ui.css from RAC's data attributes. */
export function Button({ variant = 'primary', className, ...rest }: ButtonProps) {
  return <RACButton {...rest} className={withBase(`ui-button ui-button--${variant}`, className)} />;
}
