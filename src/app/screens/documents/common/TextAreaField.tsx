import { FieldError, TextArea, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { FieldLabel } from '../../../ui/TextField';

export interface TextAreaFieldProps extends RACTextFieldProps {
  label: string;
  errorMessage?: string | undefined;
  rows?: number | undefined;
}

/**
 * A multi-line text field for a document's free text (the WTA's proceedings, the S.65 correspondence
 * address), styled as the ui TextField. src/app/ui has no text area yet; this belongs there once another
 * screen needs one.
 */
export function TextAreaField({ label, errorMessage, rows = 3, isInvalid, className, ...rest }: TextAreaFieldProps) {
  return (
    <RACTextField
      {...rest}
      isInvalid={isInvalid || Boolean(errorMessage) || undefined}
      className={className ? `ui-field ${String(className)}` : 'ui-field'}
    >
      <FieldLabel label={label} isRequired={rest.isRequired} />
      <TextArea className="ui-input document-text-area" rows={rows} />
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </RACTextField>
  );
}
