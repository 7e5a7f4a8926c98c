import { Form as RACForm, type FormProps } from 'react-aria-components';

export type { FormProps };

/** RAC's Form: fields inside it show server errors passed as validationErrors and native validation. */
export function Form({ className, ...rest }: FormProps) {
  return <RACForm {...rest} className={className ? `ui-form ${className}` : 'ui-form'} />;
}
