import { type ComponentType, createElement, lazy, useRef } from 'react';

/** A lazily loaded component that can also be fetched ahead of its first render. */
export type PreloadableComponent<Props extends object> = ComponentType<Props> & {
  /** Fetches the module now; once it is in, the component renders without suspending. */
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * React.lazy for a module with a named export (the codebase has no default exports): the module
 * becomes its own chunk, fetched the first time the component renders, or earlier with `preload`.
 * A component whose module is already in (the first page, preloaded before React's first render)
 * renders directly: React.lazy would suspend once even then and show the Suspense fallback for a frame.
 */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    const component = (await load())[name];
    loaded = component;
    return component;
  };
  const Lazy = lazy<ComponentType<Props>>(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, called once per module when it loads, never during a render
  function LazyNamed(props: Props) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const component = useRef(loaded ?? Lazy).current;
    return createElement(component, props);
  }
  return Object.assign(LazyNamed, { preload });
}
