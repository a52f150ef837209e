import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded screen whose code can also be fetched ahead of its first render. */
export type LazyScreen<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the screen's code (the browser fetches a chunk once, however often asked). */
  preload: () => Promise<unknown>;
};

/**
 * A screen whose code loads when its route is first shown, so a visit fetches the layouts and only
 * the screens it opens. The layouts' Suspense boundaries show the wait. Screens are named exports;
 * lazy wants a default one.
 */
export function lazyScreen<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyScreen<Props> {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] }))),
    { preload: load },
  );
}
