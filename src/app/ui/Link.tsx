import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { withBase } from './class-names';

export type LinkProps = RACLinkProps;

export function Link({ className, target, rel, ...rest }: LinkProps) {
  // A new tab must not get a handle on this window (reverse tabnabbing).
  const safeRel = target === '_blank' ? (rel ?? 'noopener noreferrer') : rel;
  return <RACLink {...rest} target={target} rel={safeRel} className={withBase('ui-link', className)} />;
}
