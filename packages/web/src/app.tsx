import { HomePage } from './home/HomePage';
import { useT } from './i18n';
import { matchPage, onlinePages, playPages, positionPage, rulesPage, verifyPage } from './pages';
import { currentRoute, type Route, routeHref } from './router';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { Header } from './shell/Header';
import { LazyPage } from './shell/LazyPage';
import { Notices } from './shell/Notices';

function NotFound() {
  const t = useT('common');
  return (
    <section class="page">
      <h1>{t('notFound')}</h1>
      <a class="button" href="#/">
        {t('error.home')}
      </a>
    </section>
  );
}

function RouteView({ route }: { readonly route: Route }) {
  switch (route.page) {
    case 'home':
      return <HomePage />;
    case 'play':
      return (
        <LazyPage
          key={routeHref(route)}
          entry={playPages[route.game]}
          props={{ game: route.game }}
        />
      );
    case 'rules':
      return <LazyPage key={routeHref(route)} entry={rulesPage} props={{ game: route.game }} />;
    case 'lobby':
      return <LazyPage key={routeHref(route)} entry={onlinePages.lobby} props={{}} />;
    case 'table':
      return <LazyPage key={routeHref(route)} entry={onlinePages.table} props={{ id: route.id }} />;
    case 'history':
      return (
        <LazyPage
          key={routeHref(route)}
          entry={onlinePages.history}
          props={route.player === undefined ? {} : { player: route.player }}
        />
      );
    case 'verify':
      return (
        <LazyPage
          key={routeHref(route)}
          entry={verifyPage}
          props={route.id === undefined ? {} : { id: route.id }}
        />
      );
    case 'profile':
      return (
        <LazyPage
          key={routeHref(route)}
          entry={onlinePages.profile}
          props={{ player: route.player }}
        />
      );
    case 'leaderboard':
      return (
        <LazyPage
          key={routeHref(route)}
          entry={onlinePages.leaderboard}
          props={{ game: route.game }}
        />
      );
    case 'match':
      return <LazyPage key={routeHref(route)} entry={matchPage} props={{}} />;
    case 'position':
      return (
        <LazyPage
          key={routeHref(route)}
          entry={positionPage}
          props={
            route.ids ? { ids: route.ids, beavers: route.beavers } : { beavers: route.beavers }
          }
        />
      );
    case 'not-found':
      return <NotFound />;
  }
}

export function App() {
  const route = currentRoute.value;
  return (
    <>
      <Header />
      <Notices />
      <main id="main">
        <ErrorBoundary resetKey={routeHref(route)}>
          <RouteView route={route} />
        </ErrorBoundary>
      </main>
    </>
  );
}
