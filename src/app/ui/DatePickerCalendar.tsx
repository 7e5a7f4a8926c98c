import { parseDate, type CalendarDate } from '@internationalized/date';
import { Calendar, CalendarCell, CalendarGrid, Dialog, Heading, Popover } from 'react-aria-components';
import { Button } from './Button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import type { PopoverTriggerValues } from './PopoverTrigger';
import { PopoverTriggerScope } from './PopoverTriggerScope';

export interface DatePickerCalendarProps {
  /** The calendar button's, which opens and closes the popover. */
  trigger: PopoverTriggerValues;
  label: string;
  /** ISO yyyy-mm-dd, or '' when no date is chosen. */
  value: string;
  minValue?: string | undefined;
  maxValue?: string | undefined;
  onPick: (iso: string) => void;
}

/**
 * The date picker's calendar in its popover. DatePicker's calendar button (a PopoverTrigger) opens and closes
 * it, and DatePicker fetches this file the first time the calendar opens: the calendar and @internationalized/date's
 * calendar systems weigh more than the field, and most visits type a date or none.
 */
export function DatePickerCalendar({ trigger, label, value, minValue, maxValue, onPick }: DatePickerCalendarProps) {
  return (
    <PopoverTriggerScope trigger={trigger}>
      <Popover className="ui-popover" placement="bottom end">
        <Dialog aria-label={label} className="ui-date-picker__dialog">
          <Calendar
            aria-label={label}
            value={toCalendarDate(value)}
            minValue={toCalendarDate(minValue)}
            maxValue={toCalendarDate(maxValue)}
            onChange={(date: CalendarDate) => onPick(date.toString())}
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
    </PopoverTriggerScope>
  );
}

/** The one adapter from the app's ISO strings to React Aria's dates. */
function toCalendarDate(iso: string | undefined): CalendarDate | null | undefined {
  if (iso === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso.slice(0, 10))) return null;
  return parseDate(iso.slice(0, 10));
}
