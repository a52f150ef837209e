import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen whose code loads when its route is first shown, so a visit fetches the layouts and only
 * the screens it opens. The layouts' Suspense boundaries show the wait. Screens are named exports;
 * lazy wants a default one.
 */
export function lazyScreen<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
