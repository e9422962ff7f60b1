// A component whose code is fetched when it is first rendered, for parts of a page that are not
// there when it opens (the post-game analysis): the page's first render loads less.
import { type ComponentType, h } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * `load`'s component, rendered once its code is in; nothing until then. A failed load (offline
 * before the service worker cached the app) is tried again at the next mount.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return function Lazy(props: P) {
    const [, setReady] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      pending ??= load();
      pending.then(
        (component) => {
          loaded = component;
          if (live) setReady(true);
        },
        () => {
          pending = null;
        },
      );
      return () => {
        live = false;
      };
    }, []);
    return loaded ? h(loaded, props) : null;
  };
}
