import { FieldError, Input, Label, Text, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { withBase } from './class-names';

export interface TextFieldProps extends RACTextFieldProps {
  label: string;
  description?: string;
  /** A message from outside the field (a machine, the server); giving one marks the field invalid. */
  errorMessage?: string;
  placeholder?: string;
}

export function TextField({ label, description, errorMessage, placeholder, isInvalid, className, ...rest }: TextFieldProps) {
  return (
    <RACTextField {...rest} isInvalid={isInvalid || Boolean(errorMessage) || undefined} className={withBase('ui-field', className)}>
      <FieldLabel label={label} isRequired={rest.isRequired} />
      <Input className="ui-input" placeholder={placeholder} />
      {description && (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      )}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </RACTextField>
  );
}

/** The asterisk is visual only: the input itself carries aria-required. */
export function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean | undefined }) {
  return (
    <Label className="ui-field__label">
      {label}
      {isRequired && (
        <span className="ui-field__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </Label>
  );
}
