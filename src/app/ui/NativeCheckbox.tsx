import { CheckIcon } from './icons';

export interface NativeCheckboxProps {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  'aria-label': string;
  isDisabled?: boolean;
  className?: string;
}

/**
 * The kit's checkbox look on the browser's own checkbox, for boxes repeated down a table. React Aria's Checkbox
 * renders twice on mount (its description and error slots find themselves empty in a layout effect and re-render
 * it at once): on a listing's first page that was ten boxes rendered again inside the commit that showed them,
 * the page's longest task on a phone (issue 13). A row's box needs none of what that buys (form validation, slots,
 * press states): the native box toggles on click and Space, and the styles key off the same data attributes.
 */
export function NativeCheckbox({ isSelected, onChange, isDisabled, className, 'aria-label': ariaLabel }: NativeCheckboxProps) {
  return (
    <label
      className={className ? `ui-checkbox ui-checkbox--native ${className}` : 'ui-checkbox ui-checkbox--native'}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
    >
      <input
        type="checkbox"
        className="ui-checkbox__input"
        checked={isSelected}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={ariaLabel}
      />
      <span className="ui-checkbox__box" aria-hidden="true">
        {isSelected ? <CheckIcon /> : null}
      </span>
    </label>
  );
}
