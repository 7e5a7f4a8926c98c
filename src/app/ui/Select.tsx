import {
  Button as RACButton,
  FieldError,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  Text,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { withBase } from './class-names';
import { ChevronDownIcon } from './icons';
import { FieldLabel } from './TextField';

export interface SelectItem {
  id: string;
  name: string;
}

type ReplacedProps =
  | 'children'
  | 'items'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'selectionMode'
  | 'placeholder';

export interface SelectProps extends Omit<RACSelectProps<SelectItem>, ReplacedProps> {
  label: string;
  items: readonly SelectItem[];
  /** null means nothing chosen; leaving it out makes the select manage its own value. */
  selectedKey?: string | null;
  onSelectionChange?: (key: string | null) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
}

export function Select({
  label,
  items,
  selectedKey,
  onSelectionChange,
  placeholder,
  description,
  errorMessage,
  isInvalid,
  className,
  ...rest
}: SelectProps) {
  return (
    <RACSelect
      {...rest}
      // selectedKey/onSelectionChange are deprecated in RAC 1.22; value/onChange is the same thing.
      value={selectedKey}
      onChange={(key) => onSelectionChange?.(key === null ? null : String(key))}
      placeholder={placeholder}
      isInvalid={isInvalid || Boolean(errorMessage) || undefined}
      className={withBase('ui-field ui-select', className)}
    >
      <FieldLabel label={label} isRequired={rest.isRequired} />
      <RACButton className="ui-select__trigger">
        <SelectValue className="ui-select__value" />
        <ChevronDownIcon className="ui-select__chevron" />
      </RACButton>
      {description && (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      )}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
      <Popover className="ui-popover">
        <ListBox items={items} className="ui-listbox">
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className="ui-listbox__item">
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
