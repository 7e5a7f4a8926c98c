import { parseDate, type CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  DialogTrigger,
  FieldError,
  Heading,
  Input,
  Popover,
  TextField as RACTextField,
} from 'react-aria-components';
import { fromDisplayDate, toDisplayDate } from '../../domain/display-date';
import { messages } from '../../domain/messages';
import { Button } from './Button';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from './icons';
import { FieldLabel } from './TextField';

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
}

/**
 * A date typed or picked, always shown dd-MMM-yyyy (seed 000 §9). React Aria's own DatePicker shows the
 * locale's segments (15/01/2027), so this pairs a text field with its Calendar in a popover instead; the
 * ISO value is the one adapter to @internationalized/date.
 */
export function DatePicker({ label, value, onChange, minValue, maxValue, isDisabled, isReadOnly, isRequired, errorMessage, className }: DatePickerProps) {
  const [text, setText] = useState(toDisplayDate(value));
  const [shownValue, setShownValue] = useState(value);
  const [typingError, setTypingError] = useState<string | undefined>();
  const [isOpen, setOpen] = useState(false);
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

  const pick = (date: CalendarDate) => {
    setOpen(false);
    setTypingError(undefined);
    onChange(date.toString());
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
            <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
              <Button variant="icon" aria-label={`Choose ${label}`} isDisabled={isDisabled} className="ui-input-group__button">
                <CalendarIcon />
              </Button>
              <Popover className="ui-popover" placement="bottom end">
                <Dialog aria-label={label} className="ui-date-picker__dialog">
                  <Calendar
                    aria-label={label}
                    value={toCalendarDate(value)}
                    minValue={toCalendarDate(minValue)}
                    maxValue={toCalendarDate(maxValue)}
                    onChange={pick}
                    className="ui-calendar"
                  >
                    <header className="ui-calendar__header">
                      <Button variant="icon" slot="previous" aria-label="Previous month">
                        <ChevronLeftIcon />
                      </Button>
                      <Heading className="ui-calendar__heading" />
                      <Button variant="icon" slot="next" aria-label="Next month">
                        <ChevronRightIcon />
                      </Button>
                    </header>
                    <CalendarGrid className="ui-calendar__grid">{(date) => <CalendarCell date={date} className="ui-calendar__cell" />}</CalendarGrid>
                  </Calendar>
                </Dialog>
              </Popover>
            </DialogTrigger>
          )}
        </div>
        <FieldError className="ui-field__error">{shownError}</FieldError>
      </RACTextField>
    </div>
  );
}

function toCalendarDate(iso: string | undefined): CalendarDate | null | undefined {
  if (iso === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso.slice(0, 10))) return null;
  return parseDate(iso.slice(0, 10));
}
