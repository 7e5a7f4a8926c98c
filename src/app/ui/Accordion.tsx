import type { ReactNode } from 'react';
import { DisclosureGroup, type DisclosureGroupProps, type Key } from 'react-aria-components';
import { withBase } from './class-names';
import { Disclosure } from './Disclosure';

export type AccordionProps = DisclosureGroupProps;

export function Accordion({ className, ...rest }: AccordionProps) {
  return <DisclosureGroup {...rest} className={withBase('ui-accordion', className)} />;
}

export interface AccordionItemProps {
  id: Key;
  title: string;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

export function AccordionItem({ id, title, children, headingLevel }: AccordionItemProps) {
  return (
    <Disclosure id={id} title={title} headingLevel={headingLevel}>
      {children}
    </Disclosure>
  );
}
