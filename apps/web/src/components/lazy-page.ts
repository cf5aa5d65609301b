import { isValidElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { addTranslations, type Translations } from '../i18n';

type Texts = () => Promise<{ default: Translations }>;

/** A lazy page that can also be told to start downloading before it renders. */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * A page whose code (and its feature's texts) is downloaded the first time its route is shown, so
 * that a visitor downloads only the pages they open. Render it inside a Suspense boundary.
 *
 *   const HomePage = lazyPage(() => import('./home.page'), 'HomePage', () => import('./home.i18n'));
 */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  texts?: Texts,
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), texts?.()]).then(([module, translations]) => {
      if (translations) addTranslations(translations.default);
      return { default: module[name] };
    }));
  return Object.assign(lazy(preload), { preload });
}

/** Starts downloading the lazy pages of a route's element (guards such as RedirectIfSignedIn wrap them). */
export function preloadElement(node: ReactNode): void {
  if (!isValidElement(node)) return;
  // A failed download is reported when the page renders, by its route's error element.
  (node.type as Partial<LazyPage<never>>).preload?.().catch(() => undefined);
  preloadElement((node.props as { children?: ReactNode }).children);
}
