import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy for a module with a named export (the codebase has no default exports): the module
 * becomes its own chunk, fetched the first time the component renders.
 */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
