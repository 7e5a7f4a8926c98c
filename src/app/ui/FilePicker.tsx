import { useRef } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button, type ButtonVariant } from './Button';

export interface FilePickerProps {
  /** The button's text, e.g. 'Choose File'. */
  label: string;
  /** Extensions or MIME types for the system dialog, e.g. ['.png', '.jpg']; the caller still checks the file. */
  acceptedFileTypes?: readonly string[];
  allowsMultiple?: boolean;
  onSelect: (files: File[]) => void;
  isDisabled?: boolean;
  variant?: ButtonVariant;
}

/** RAC's FileTrigger around our Button: a real button opens the system file dialog, so keyboards work. */
export function FilePicker({ label, acceptedFileTypes, allowsMultiple, onSelect, isDisabled, variant = 'secondary' }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <FileTrigger
      ref={input}
      acceptedFileTypes={acceptedFileTypes}
      allowsMultiple={allowsMultiple}
      onSelect={(list) => {
        const files = list ? Array.from(list) : [];
        // Emptied after reading, so choosing the same file again (after Cancel) still reports it.
        if (input.current) input.current.value = '';
        onSelect(files);
      }}
    >
      <Button variant={variant} isDisabled={isDisabled}>
        {label}
      </Button>
    </FileTrigger>
  );
}
