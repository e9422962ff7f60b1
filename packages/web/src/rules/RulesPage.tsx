// The rules page of one game: sections in reading order from content.ts, words from the `rules`
// namespace, and every decision marked "Interpretation of this game" (shared/rules/*.md ask the
// page to show each decision openly, ours and our source's alike).
import './rules.css';
import { START_POSITION } from '@ludus/shatra';
import { useT } from '../i18n';
import type { PageProps } from '../pages';
import { type GameKey, routeHref } from '../router';
import { boardPieces } from '../shatra/adapter';
import { StaticBoard } from '../shatra/StaticBoard';
import { type Mark, RULES, RULES_GAMES, type RuleItem, type RuleSection } from './content';

function MarkBadge({ mark }: { readonly mark: Mark }) {
  const t = useT('rules');
  return (
    <span class={`rules-mark rules-mark-${mark}`}>
      <strong>{t('interpretation')}</strong> ({mark === 'ours' ? t('byUs') : t('bySource')})
    </span>
  );
}

function Paragraph({ game, section, item }: { game: GameKey; section: string; item: RuleItem }) {
  const t = useT('rules');
  return (
    <li class={item.mark ? 'rules-item rules-decision' : 'rules-item'} data-mark={item.mark}>
      {item.mark ? <MarkBadge mark={item.mark} /> : null}
      <span>{t(`${game}.${section}.${item.id}`)}</span>
      {item.sample ? <code class="rules-sample">{item.sample}</code> : null}
    </li>
  );
}

function sectionId(game: GameKey, section: RuleSection): string {
  return `rules-${game}-${section.id}`;
}

function Contents({ game }: { readonly game: GameKey }) {
  const t = useT('rules');
  // In-page links cannot use #fragments: the hash is the router's. Scroll instead.
  const jump = (event: Event, id: string) => {
    event.preventDefault();
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
    document.getElementById(id)?.focus({ preventScroll: true });
  };
  return (
    <nav class="rules-contents" aria-label={t('contents')}>
      <h2>{t('contents')}</h2>
      <ol>
        {RULES[game].map((section) => (
          <li key={section.id}>
            <a
              href={routeHref({ page: 'rules', game })}
              onClick={(event) => jump(event, sectionId(game, section))}
            >
              {t(`${game}.${section.id}.title`)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function RulesPage({ game }: PageProps) {
  const t = useT('rules');
  const name = t(`names.${game}`);
  return (
    <article class="page rules-page">
      <h1>{t('pageTitle', { game: name })}</h1>
      <p>
        <a class="button primary" href={routeHref({ page: 'play', game })}>
          {t('play', { game: name })}
        </a>
      </p>
      <Contents game={game} />
      {RULES[game].map((section) => (
        <section key={section.id} id={sectionId(game, section)} tabIndex={-1}>
          <h2>{t(`${game}.${section.id}.title`)}</h2>
          <ul class="rules-items">
            {section.items.map((item) => (
              <Paragraph key={item.id} game={game} section={section.id} item={item} />
            ))}
          </ul>
          {section.figure === 'shatra-start' ? (
            <figure class="rules-figure">
              <StaticBoard
                pieces={boardPieces(START_POSITION)}
                label={t(`${game}.${section.id}.figure`)}
              />
              <figcaption>{t(`${game}.${section.id}.figure`)}</figcaption>
            </figure>
          ) : null}
        </section>
      ))}
      <nav class="rules-other" aria-label={t('otherRules')}>
        <h2>{t('otherRules')}</h2>
        <ul>
          {RULES_GAMES.filter((other) => other !== game).map((other) => (
            <li key={other}>
              <a href={routeHref({ page: 'rules', game: other })}>
                {t('pageTitle', { game: t(`names.${other}`) })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
