import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { FieldError, Input, TextField as RACTextField } from 'react-aria-components';
import { fromDisplayDate, toDisplayDate } from '../../domain/display-date';
import { propertyMessages as messages } from '../../domain/messages/property';
import { Button } from './Button';
import { CalendarIcon } from './icons';
import { PopoverTrigger } from './PopoverTrigger';
import { FieldLabel } from './TextField';

// Typing a date needs only the field: the calendar (with @internationalized/date's calendar systems) is fetched
// the first time its button opens it. The pattern of screens/common/lazy-when-open, written out here: the UI kit
// imports nothing from the screens, and sharing that module with them would make it a file of its own on home.
const DatePickerCalendar = lazy(() => import('./DatePickerCalendar').then((module) => ({ default: module.DatePickerCalendar })));

export interface DatePickerProps {
  label: string;
  /** ISO yyyy-mm-dd, or '' when no date is chosen. */
  value: string;
  onChange: (iso: string) => void;
  /** ISO; earlier days are disabled in the calendar. */
  minValue?: string | undefined;
  maxValue?: string | undefined;
  isDisabled?: boolean | undefined;
  isReadOnly?: boolean | undefined;
  isRequired?: boolean | undefined;
  errorMessage?: string | undefined;
  className?: string | undefined;
  /**
   * Told when what is typed stops (the message) or starts again (undefined) being a date, and undefined when the
   * field goes: a form refuses to save meanwhile.
   */
  onValidityChange?: ((error: string | undefined) => void) | undefined;
}

/**
 * A date typed or picked, always shown dd-MMM-yyyy (seed 000 §9). React Aria's own DatePicker shows the
 * locale's segments (15/01/2027), so this pairs a text field with its Calendar in a popover instead; the
 * ISO value is the one adapter to @internationalized/date (in DatePickerCalendar).
 */
export function DatePicker(props: DatePickerProps) {
  const { label, value, onChange, minValue, maxValue, isDisabled, isReadOnly, isRequired, errorMessage, className, onValidityChange } = props;
  const [text, setText] = useState(toDisplayDate(value));
  const [shownValue, setShownValue] = useState(value);
  const [typingError, setTypingError] = useState<string | undefined>();
  const [isOpen, setOpen] = useState(false);
  // Once opened the calendar stays mounted, so closing plays the popover's exit and returns focus as before.
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);
  const reportValidity = useEffectEvent((error: string | undefined) => onValidityChange?.(error));
  useEffect(() => reportValidity(typingError), [typingError]);
  useEffect(() => () => reportValidity(undefined), []);
  if (value !== shownValue) {
    // The value changed from outside (a reset, a loaded record): show it.
    setShownValue(value);
    setText(toDisplayDate(value));
    setTypingError(undefined);
  }

  const commit = () => {
    const typed = text.trim();
    if (!typed) {
      setTypingError(undefined);
      if (value) onChange('');
      return;
    }
    const iso = fromDisplayDate(typed);
    if (!iso) {
      setTypingError(messages.dateFormatInvalid);
      return;
    }
    setTypingError(undefined);
    setText(toDisplayDate(iso));
    if (iso !== value) onChange(iso);
  };

  const pick = (iso: string) => {
    setOpen(false);
    setTypingError(undefined);
    onChange(iso);
  };

  const shownError = typingError ?? errorMessage;
  return (
    <div className={className ? `ui-field ui-date-picker ${className}` : 'ui-field ui-date-picker'}>
      <RACTextField
        value={text}
        onChange={setText}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isRequired={isRequired}
        isInvalid={Boolean(shownError) || undefined}
        className="ui-date-picker__field"
      >
        <FieldLabel label={label} isRequired={isRequired} />
        <div className="ui-input-group">
          <Input className="ui-input ui-input--grouped" placeholder="dd-MMM-yyyy" />
          {!isReadOnly && (
            <PopoverTrigger
              isOpen={isOpen}
              onOpenChange={setOpen}
              button={
                <Button variant="icon" aria-label={`Choose ${label}`} isDisabled={isDisabled} className="ui-input-group__button">
                  <CalendarIcon />
                </Button>
              }
            >
              {(trigger) =>
                hasOpened && (
                  <Suspense fallback={null}>
                    <DatePickerCalendar trigger={trigger} label={label} value={value} minValue={minValue} maxValue={maxValue} onPick={pick} />
                  </Suspense>
                )
              }
            </PopoverTrigger>
          )}
        </div>
        <FieldError className="ui-field__error">{shownError}</FieldError>
      </RACTextField>
    </div>
  );
}
