import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadNamespaces, useT } from '../i18n';
import type { PageEntry } from '../pages';

/** Loads a page's code and translations, then renders it with `props`; a failed load says so. */
export function LazyPage<P extends object>({
  entry,
  props,
}: {
  readonly entry: PageEntry<P>;
  readonly props: P;
}) {
  const t = useT('common');
  const [page, setPage] = useState<{ readonly Page: ComponentType<P> } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setPage(null);
    setFailed(false);
    Promise.all([entry.load(), loadNamespaces(entry.namespaces)]).then(
      ([Page]) => live && setPage({ Page }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [entry]);
  if (failed) {
    return (
      <section class="page" role="alert">
        <p>{t('error.load')}</p>
        <button type="button" class="button" onClick={() => location.reload()}>
          {t('error.reload')}
        </button>
      </section>
    );
  }
  if (!page) return <section class="page page-loading" aria-busy="true" />;
  return <page.Page {...props} />;
}
