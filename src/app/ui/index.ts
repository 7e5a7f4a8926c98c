import './ui.css';

export { Accordion, AccordionItem, type AccordionItemProps, type AccordionProps } from './Accordion';
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Card, type CardProps } from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { NativeCheckbox, type NativeCheckboxProps } from './NativeCheckbox';
export { DatePicker, type DatePickerProps } from './DatePicker';
export { Disclosure, type DisclosureProps } from './Disclosure';
export { FilePicker, type FilePickerProps } from './FilePicker';
export { Form, type FormProps } from './Form';
export { FormTable, FormTableCell, FormTableRow, type FormTableProps } from './FormTable';
export { GlobalLoader, type GlobalLoaderProps } from './GlobalLoader';
export * from './icons';
export { Link, type LinkProps } from './Link';
export { ListPager, type ListPagerProps } from './ListPager';
export { Modal, type ModalProps } from './Modal';
export { PageTitle, type PageTitleProps } from './PageTitle';
export { Pagination, type PaginationProps } from './Pagination';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { PopoverTrigger, type PopoverTriggerProps, type PopoverTriggerValues } from './PopoverTrigger';
export { PopoverTriggerScope } from './PopoverTriggerScope';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { Radio, type RadioProps } from './Radio';
export { RadioGroup, type RadioGroupProps } from './RadioGroup';
export { Select, type SelectItem, type SelectProps } from './Select';
export {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from './Table';
export { Tab, TabList, TabPanel, Tabs, type TabListProps, type TabPanelProps, type TabProps, type TabsProps } from './Tabs';
export { TextField, type TextFieldProps } from './TextField';
export { anyToastVisible, showToast, subscribeToToasts, toastQueue, type ToastContent } from './toast-queue';
export { Toasts } from './Toasts';
export type { Tone } from './tone';
