import type { ReactNode } from 'react';
import { Radio as RACRadio, type RadioProps as RACRadioProps } from 'react-aria-components';
import { withBase } from './class-names';

export interface RadioProps extends Omit<RACRadioProps, 'children'> {
  children?: ReactNode;
}

export function Radio({ children, className, ...rest }: RadioProps) {
  return (
    <RACRadio {...rest} className={withBase('ui-radio', className)}>
      <span className="ui-radio__dot" aria-hidden="true" />
      {children}
    </RACRadio>
  );
}
