import type { ClassNameOrFunction } from 'react-aria-components';

/**
 * Puts our base class in front of whatever the caller passes. RAC accepts a class name or a function of
 * the render-prop states, and a caller may use either, so both forms must survive the wrapping.
 */
export function withBase<T>(base: string, className?: ClassNameOrFunction<T>): ClassNameOrFunction<T> {
  if (typeof className === 'function') {
    return (values) => `${base} ${className(values)}`;
  }
  return className ? `${base} ${className}` : base;
}
