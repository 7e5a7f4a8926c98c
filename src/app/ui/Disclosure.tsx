import type { ReactNode } from 'react';
import {
  Button as RACButton,
  DisclosurePanel,
  Disclosure as RACDisclosure,
  Heading,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import { withBase } from './class-names';
import { ChevronDownIcon } from './icons';

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children'> {
  title: string;
  children: ReactNode;
  /** The trigger sits in a heading so screen-reader users can jump between questions. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

export function Disclosure({ title, children, headingLevel = 3, className, ...rest }: DisclosureProps) {
  return (
    <RACDisclosure {...rest} className={withBase('ui-disclosure', className)}>
      <Heading level={headingLevel} className="ui-disclosure__heading">
        <RACButton slot="trigger" className="ui-disclosure__trigger">
          <ChevronDownIcon className="ui-disclosure__chevron" />
          <span>{title}</span>
        </RACButton>
      </Heading>
      <DisclosurePanel className="ui-disclosure__panel">{children}</DisclosurePanel>
    </RACDisclosure>
  );
}
