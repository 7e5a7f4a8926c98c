// js-yaml ships no types and the fuzz suite needs only its loader; the package is a devDependency already
// installed for the contract linter, so this one declaration saves adding @types/js-yaml.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
