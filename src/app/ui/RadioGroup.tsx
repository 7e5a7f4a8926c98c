import type { ReactNode } from 'react';
import { FieldError, RadioGroup as RACRadioGroup, Text, type RadioGroupProps as RACRadioGroupProps } from 'react-aria-components';
import { withBase } from './class-names';
import { FieldLabel } from './TextField';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  label: string;
  description?: string;
  errorMessage?: string;
  children: ReactNode;
}

export function RadioGroup({ label, description, errorMessage, isInvalid, className, children, ...rest }: RadioGroupProps) {
  return (
    <RACRadioGroup {...rest} isInvalid={isInvalid || Boolean(errorMessage) || undefined} className={withBase('ui-field ui-radio-group', className)}>
      <FieldLabel label={label} isRequired={rest.isRequired} />
      <div className="ui-radio-group__options">{children}</div>
      {description && (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      )}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}
