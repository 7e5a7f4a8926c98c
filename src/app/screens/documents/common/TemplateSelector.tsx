import { TEMPLATE_CHOICES, TEMPLATE_TYPES, type DocumentModule, type TemplateType } from '../../../../domain/documents/modules';
import { Select } from '../../../ui';

export interface TemplateSelectorProps {
  module: DocumentModule;
  /** null until a template is chosen: the selector then shows 'Select OTP Template' (or WTA, S.65). */
  value: TemplateType | null;
  onChange: (value: TemplateType) => void;
  isDisabled?: boolean;
}

function isTemplateType(key: string | null): key is TemplateType {
  return key !== null && (TEMPLATE_TYPES as readonly string[]).includes(key);
}

/** Seed 001 §2.2–2.3: the template selector ('Select OTP Template' / 'OTP Template 1', value template1). */
export function TemplateSelector({ module, value, onChange, isDisabled }: TemplateSelectorProps) {
  const choice = TEMPLATE_CHOICES[module];
  return (
    <Select
      label="Template"
      className="document-template-selector"
      placeholder={choice.placeholder}
      items={choice.options.map((option) => ({ id: option.value, name: option.label }))}
      selectedKey={value}
      onSelectionChange={(key) => isTemplateType(key) && onChange(key)}
      isDisabled={isDisabled}
    />
  );
}
