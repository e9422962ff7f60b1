// The lobby's new-game form: the game, the match length (money play or 1–25 points; a tryktrak
// series; a Shatra game has none), backgammon money play's Jacoby rule and beavers, the
// creator's colour, and who may find the table (the lobby, or only those given its link). The
// server makes the table; the page then opens it, where the invite link is shown.
import { useState } from 'preact/hooks';
import { useT } from '../i18n';
import { navigate } from '../router';
import { Checkbox } from '../shell/Checkbox';
import { knownPlayer } from './account';
import { api } from './api';
import { CLOCK_CHOICES, clockChoiceLabel } from './clock-choices';
import {
  type CreateChoices,
  createRequest,
  DEFAULT_CHOICES,
  MATCH_LENGTHS,
  ONLINE_GAMES,
  offersMoneyOptions,
  offersRated,
} from './lobby';
import { refusalKey } from './sign-in';
import './profile.css';

function Choice(props: {
  readonly name: string;
  readonly value: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChoose: () => void;
}) {
  return (
    <label class="choice">
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={props.onChoose}
      />
      {props.label}
    </label>
  );
}

export function CreateGame() {
  const t = useT('online');
  const common = useT('common');
  const [choices, setChoices] = useState<CreateChoices>(DEFAULT_CHOICES);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = (changes: Partial<CreateChoices>) => setChoices({ ...choices, ...changes });
  const registered = knownPlayer.value?.guest === false;

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const made = await api.createGame(createRequest(choices, registered));
    setBusy(false);
    if (made.ok) navigate({ page: 'table', id: made.value.table });
    else setFailure(refusalKey(made.error));
  };

  const { game, matchLength } = choices;
  return (
    <form
      class="create-game panel"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="create-game-title"
    >
      <h2 id="create-game-title">{t('lobby.create.title')}</h2>
      <fieldset>
        <legend>{t('lobby.create.game')}</legend>
        {ONLINE_GAMES.map((key) => (
          <Choice
            key={key}
            name="online-game"
            value={key}
            label={common(`games.${key}.name`)}
            checked={game === key}
            onChoose={() => choose({ game: key })}
          />
        ))}
      </fieldset>
      {game === 'shatra' ? (
        <p class="muted">{t('lobby.create.shatraLength')}</p>
      ) : (
        <div class="form-row">
          <label for="online-match-length">{t('lobby.create.matchLength')}</label>
          <select
            id="online-match-length"
            value={matchLength}
            onChange={(event) => choose({ matchLength: Number(event.currentTarget.value) })}
          >
            {MATCH_LENGTHS.map((value) => (
              <option key={value} value={value}>
                {value > 0
                  ? t('lobby.length.points', { count: value })
                  : t(game === 'tryktrak' ? 'lobby.length.series' : 'lobby.length.money')}
              </option>
            ))}
          </select>
        </div>
      )}
      {offersMoneyOptions(choices) && (
        <fieldset>
          <legend>{t('lobby.create.moneyOptions')}</legend>
          <Checkbox
            name="jacoby"
            label={t('lobby.create.jacoby')}
            checked={choices.jacoby}
            onChange={(jacoby) => choose({ jacoby })}
          />
          <Checkbox
            name="beavers"
            label={t('lobby.create.beavers')}
            checked={choices.beavers}
            onChange={(beavers) => choose({ beavers })}
          />
        </fieldset>
      )}
      <fieldset>
        <legend>{t('clock.create.legend')}</legend>
        {CLOCK_CHOICES.map((clock) => {
          const label = clockChoiceLabel(game, matchLength, clock);
          return (
            <Choice
              key={clock}
              name="online-clock"
              value={clock}
              label={t(label.key, label.values)}
              checked={choices.clock === clock}
              onChoose={() => choose({ clock })}
            />
          );
        })}
      </fieldset>
      {/* Rated games need a clock (issue 20): offered once one is chosen, above. */}
      {offersRated(choices, registered) && (
        <div class="rated-option">
          <Checkbox
            name="rated"
            label={t('profile.rated.label')}
            checked={choices.rated}
            onChange={(rated) => choose({ rated })}
          />
          <p class="muted">{t('profile.rated.hint')}</p>
        </div>
      )}
      {!offersRated(choices, registered) &&
        offersRated({ ...choices, clock: 'standard' }, registered) && (
          <p class="muted">{t('profile.rated.needsClock')}</p>
        )}
      <fieldset>
        <legend>{t('lobby.create.colour')}</legend>
        {(['white', 'black'] as const).map((seat) => (
          <Choice
            key={seat}
            name="online-seat"
            value={seat}
            label={t(`lobby.seat.${seat}`)}
            checked={choices.seat === seat}
            onChoose={() => choose({ seat })}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('lobby.create.visibility')}</legend>
        {(['open', 'invite'] as const).map((visibility) => (
          <Choice
            key={visibility}
            name="online-visibility"
            value={visibility}
            label={t(`lobby.create.${visibility}`)}
            checked={choices.visibility === visibility}
            onChoose={() => choose({ visibility })}
          />
        ))}
      </fieldset>
      <p class="form-problem" role="alert">
        {failure ? t(failure) : ''}
      </p>
      <button type="submit" class="button primary" disabled={busy} data-action="create">
        {t('lobby.create.submit')}
      </button>
    </form>
  );
}
