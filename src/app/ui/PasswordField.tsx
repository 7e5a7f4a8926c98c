import { useState } from 'react';
import { FieldError, Input, Text, TextField as RACTextField, ToggleButton } from 'react-aria-components';
import { withBase } from './class-names';
import { EyeIcon, EyeOffIcon } from './icons';
import { FieldLabel, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

export function PasswordField({ label, description, errorMessage, placeholder, isInvalid, className, ...rest }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <RACTextField
      {...rest}
      type={isVisible ? 'text' : 'password'}
      isInvalid={isInvalid || Boolean(errorMessage) || undefined}
      className={withBase('ui-field', className)}
    >
      <FieldLabel label={label} isRequired={rest.isRequired} />
      <div className="ui-input-group">
        <Input className="ui-input ui-input--grouped" placeholder={placeholder} />
        <ToggleButton
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={rest.isDisabled}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          className="ui-button ui-button--icon ui-input-group__button"
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      </div>
      {description && (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      )}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </RACTextField>
  );
}
