import { isLevel, type Level, SHATRA_LEVELS } from '@ludus/session';
import { useState } from 'preact/hooks';
import { variantOf } from '../backgammon/rules';
import {
  BACKGAMMON_LEVELS,
  type BackgammonLevel,
  DEFAULT_BACKGAMMON_LEVEL,
  isBackgammonLevel,
} from '../computer/protocol';
import { useT } from '../i18n';
import { GAMES, type GameKey, navigate, routeHref } from '../router';
import { requestNewGame } from '../setup';
import { Checkbox } from '../shell/Checkbox';
import { levelWithBand } from './level-band';

const MATCH_LENGTHS = [0, 1, 3, 5, 7, 9, 11] as const;

export function HomePage() {
  const t = useT('common');
  const [game, setGame] = useState<GameKey>('backgammon');
  const [opponent, setOpponent] = useState<'computer' | 'friend'>('computer');
  // Shatra's engine offers three of the levels; backgammon and tryktrak all six.
  const [shatraLevel, setShatraLevel] = useState<Level>('intermediate');
  const [engineLevel, setEngineLevel] = useState<BackgammonLevel>(DEFAULT_BACKGAMMON_LEVEL);
  const [matchLength, setMatchLength] = useState(5);
  const [jacoby, setJacoby] = useState(false);
  const [beavers, setBeavers] = useState(false);
  // Rules file, "Money-game options that users expect": money play with the cube only.
  const moneyOptions = game !== 'shatra' && variantOf(game).cube && matchLength === 0;
  // The bands were measured in backgammon against GNU Backgammon (docs/strength.md, "Levels");
  // tryktrak's levels share the settings but nothing rates tryktrak play, and Shatra's are its own.
  const bands = game === 'backgammon';

  const start = (event: Event) => {
    event.preventDefault();
    const friend = { kind: 'friend' } as const;
    const computer = opponent === 'computer';
    if (game === 'shatra') {
      const chosen = computer ? ({ kind: 'computer', level: shatraLevel } as const) : friend;
      requestNewGame({ game, opponent: chosen, matchLength: 0 });
    } else {
      const chosen = computer ? ({ kind: 'computer', level: engineLevel } as const) : friend;
      requestNewGame({
        game,
        opponent: chosen,
        matchLength: variantOf(game).matchPlay ? matchLength : 0,
        ...(moneyOptions ? { jacoby, beavers } : {}),
      });
    }
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
          {game === 'shatra' ? (
            <select
              id="level-select"
              value={shatraLevel}
              disabled={opponent !== 'computer'}
              onChange={(event) => {
                const { value } = event.currentTarget;
                if (isLevel(value)) setShatraLevel(value);
              }}
            >
              {SHATRA_LEVELS.map((value) => (
                <option key={value} value={value}>
                  {t(`home.engineLevels.${value}`)}
                </option>
              ))}
            </select>
          ) : (
            <select
              id="level-select"
              value={engineLevel}
              aria-describedby={bands ? 'level-note' : undefined}
              disabled={opponent !== 'computer'}
              onChange={(event) => {
                const { value } = event.currentTarget;
                if (isBackgammonLevel(value)) setEngineLevel(value);
              }}
            >
              {BACKGAMMON_LEVELS.map((value) => (
                <option key={value} value={value}>
                  {bands ? levelWithBand(t, value) : t(`home.engineLevels.${value}`)}
                </option>
              ))}
            </select>
          )}
        </div>
        {bands && (
          <p id="level-note" class="muted level-note">
            {t('home.levelBandNote')}
          </p>
        )}
        <div class="form-row">
          <label for="match-select">{t('home.matchLength')}</label>
          <select
            id="match-select"
            value={matchLength}
            disabled={game === 'shatra' || !variantOf(game).matchPlay}
            onChange={(event) => setMatchLength(Number(event.currentTarget.value))}
          >
            {MATCH_LENGTHS.map((value) => (
              <option key={value} value={value}>
                {value === 0 ? t('home.money') : t('home.points', { count: value })}
              </option>
            ))}
          </select>
        </div>
        {moneyOptions && (
          <fieldset>
            <legend>{t('home.moneyOptions')}</legend>
            <Checkbox
              name="jacoby"
              label={t('home.jacoby')}
              checked={jacoby}
              onChange={setJacoby}
            />
            <Checkbox
              name="beavers"
              label={t('home.beavers')}
              checked={beavers}
              onChange={setBeavers}
            />
          </fieldset>
        )}
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
              {key === 'backgammon' && (
                <a href={routeHref({ page: 'position', beavers: true })}>
                  {t('home.analysePosition')}
                </a>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
