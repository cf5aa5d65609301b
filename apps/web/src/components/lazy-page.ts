import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { addTranslations, type Translations } from '../i18n';

type Texts = () => Promise<{ default: Translations }>;

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
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [module, translations] = await Promise.all([load(), texts?.()]);
    if (translations) addTranslations(translations.default);
    return { default: module[name] };
  });
}
