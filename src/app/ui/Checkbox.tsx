import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import { withBase } from './class-names';
import { CheckIcon, MinusIcon } from './icons';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  children?: ReactNode;
}

export function Checkbox({ children, className, ...rest }: CheckboxProps) {
  return (
    <RACCheckbox {...rest} className={withBase('ui-checkbox', className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="ui-checkbox__box" aria-hidden="true">
            {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}
