import { createElement, lazy, type ComponentType } from 'react';

export interface PreloadableComponent {
  (props: object): ReturnType<typeof createElement>;
  preload: () => Promise<void>;
}

/**
 * A code-split component that can be loaded ahead of its first render. Once loaded it renders at
 * once, without suspending: a prerendered page is then replaced by identical markup in one commit.
 */
export function preloadable(load: () => Promise<ComponentType>): PreloadableComponent {
  let loaded: ComponentType | null = null;
  const fetchComponent = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => fetchComponent().then((component) => ({ default: component })));
  const Component = (props: object) => createElement(loaded ?? Lazy, props);
  Component.preload = () => fetchComponent().then(() => undefined);
  return Component;
}
