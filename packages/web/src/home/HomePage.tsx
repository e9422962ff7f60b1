import { useState } from 'preact/hooks';
import { LEVELS, type Level } from '../computer/protocol';
import { useT } from '../i18n';
import { GAMES, type GameKey, navigate, routeHref } from '../router';
import { requestNewGame } from '../setup';

const MATCH_LENGTHS = [0, 1, 3, 5, 7, 9, 11] as const;

export function HomePage() {
  const t = useT('common');
  const [game, setGame] = useState<GameKey>('backgammon');
  const [opponent, setOpponent] = useState<'computer' | 'friend'>('computer');
  const [level, setLevel] = useState<Level>(2);
  const [matchLength, setMatchLength] = useState(5);

  const start = (event: Event) => {
    event.preventDefault();
    requestNewGame({
      game,
      opponent: opponent === 'computer' ? { kind: 'computer', level } : { kind: 'friend' },
      matchLength: game === 'backgammon' ? matchLength : 0,
    });
    navigate({ page: 'play', game });
  };

  return (
    <section class="page home">
      <h1>{t('home.title')}</h1>
      <p class="lead">{t('home.lead')}</p>
      <form class="new-game panel" onSubmit={start} aria-labelledby="new-game-title">
        <h2 id="new-game-title">{t('home.newGame')}</h2>
        <fieldset>
          <legend>{t('home.game')}</legend>
          {GAMES.map((key) => (
            <label key={key} class="choice">
              <input
                type="radio"
                name="game"
                value={key}
                checked={game === key}
                onChange={() => setGame(key)}
              />
              {t(`games.${key}.name`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('home.opponent')}</legend>
          <label class="choice">
            <input
              type="radio"
              name="opponent"
              value="computer"
              checked={opponent === 'computer'}
              onChange={() => setOpponent('computer')}
            />
            {t('home.computer')}
          </label>
          <label class="choice">
            <input
              type="radio"
              name="opponent"
              value="friend"
              checked={opponent === 'friend'}
              onChange={() => setOpponent('friend')}
            />
            {t('home.friend')}
          </label>
        </fieldset>
        <div class="form-row">
          <label for="level-select">{t('home.level')}</label>
          <select
            id="level-select"
            value={level}
            disabled={opponent !== 'computer'}
            onChange={(event) => setLevel(Number(event.currentTarget.value) as Level)}
          >
            {LEVELS.map((value) => (
              <option key={value} value={value}>
                {t(`home.levels.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div class="form-row">
          <label for="match-select">{t('home.matchLength')}</label>
          <select
            id="match-select"
            value={matchLength}
            disabled={game !== 'backgammon'}
            onChange={(event) => setMatchLength(Number(event.currentTarget.value))}
          >
            {MATCH_LENGTHS.map((value) => (
              <option key={value} value={value}>
                {value === 0 ? t('home.money') : t('home.points', { count: value })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" class="button primary">
          {t('home.start')}
        </button>
      </form>
      <ul class="game-cards">
        {GAMES.map((key) => (
          <li key={key} class="game-card">
            <h2>{t(`games.${key}.name`)}</h2>
            <p>{t(`games.${key}.blurb`)}</p>
            <p class="card-links">
              <a href={routeHref({ page: 'play', game: key })}>{t('home.continue')}</a>
              <a href={routeHref({ page: 'rules', game: key })}>{t('home.rules')}</a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
