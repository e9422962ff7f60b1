// The table's time and leaving, as the server tells them: both clocks (backgammon: the delay of
// the running wait and each bank; Shatra: each main time), counted down here between the
// server's updates, with a warning under ten seconds; the abort button while neither game nor
// clock has begun; an opponent who left, with the countdown to the claim and the claim button;
// and how an aborted or forfeited table ended. The server decides every one of these.
import type { Away } from '@ludus/protocol';
import type { ClockReading, Seat, TableView } from '@ludus/session';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n';
import { clockNow, endingKey, formatClock, lowOnTime } from './clock-view';
import { refusalText } from './errors';
import type { OnlineTable, SeatNames, TableInfo } from './table-client';
import './clock.css';

const SEATS: readonly Seat[] = ['white', 'black'];
const TICK_MS = 250;

/** The page's time, ticking while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(performance.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return running ? now : performance.now();
}

function useName(seats: SeatNames | null): (seat: Seat) => string {
  const t = useT('online');
  return (seat) => seats?.[seat] ?? t(`lobby.seat.${seat}`);
}

function ClockFace(props: {
  readonly reading: ClockReading;
  readonly seat: Seat;
  readonly name: string;
  readonly mine: boolean;
}) {
  const t = useT('online');
  const { reading, seat, name } = props;
  const running = reading.running === seat;
  const low = lowOnTime(reading, seat);
  const delay = reading.spec.kind === 'delay' && running;
  const classes = [
    'clock-face',
    running ? 'running' : '',
    low ? 'low' : '',
    props.mine ? 'mine' : '',
  ];
  return (
    <div class={classes.filter(Boolean).join(' ')} data-clock={seat} data-running={running}>
      <span class="clock-name">{name}</span>
      {delay && (
        <span class="clock-delay" data-clock-delay>
          {t('clock.delay', { time: formatClock(reading.delayLeftMs) })}
        </span>
      )}
      <span class="clock-time" data-clock-time>
        <span class="visually-hidden">
          {reading.spec.kind === 'delay' ? t('clock.bank') : t('clock.main')}{' '}
        </span>
        {formatClock(reading.remainingMs[seat])}
      </span>
    </div>
  );
}

function Clocks(props: {
  readonly view: TableView;
  readonly info: TableInfo;
  readonly now: number;
}) {
  const t = useT('online');
  const name = useName(props.info.seats);
  const base = props.view.clock;
  if (!base) return null;
  const reading = clockNow(base, props.now - props.info.viewAt);
  const low = SEATS.find((seat) => lowOnTime(reading, seat));
  return (
    <div class="clocks">
      {SEATS.map((seat) => (
        <ClockFace
          key={seat}
          reading={reading}
          seat={seat}
          name={name(seat)}
          mine={props.info.seat === seat}
        />
      ))}
      {/* Said once when a clock falls under ten seconds: the text stays the same after. */}
      <p class="visually-hidden" aria-live="assertive" data-clock-warning>
        {low ? t('clock.low', { name: name(low) }) : ''}
      </p>
    </div>
  );
}

function Action(props: {
  readonly label: string;
  readonly action: string;
  readonly run: () => Promise<{ ok: boolean; error?: string }>;
}) {
  const t = useT('online');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  async function click(): Promise<void> {
    setBusy(true);
    setRefused(null);
    const done = await props.run();
    setBusy(false);
    if (!done.ok) setRefused(refusalText(done.error ?? 'internal', t));
  }
  return (
    <span class="time-action">
      <button
        type="button"
        class="button"
        data-action={props.action}
        disabled={busy}
        onClick={() => void click()}
      >
        {props.label}
      </button>
      {refused !== null && (
        <span class="refusal" role="alert">
          {refused}
        </span>
      )}
    </span>
  );
}

/** An opponent who left: the countdown to the claim, then the claim (or, before both acted, abort). */
function AwayNotice(props: {
  readonly table: OnlineTable;
  readonly info: TableInfo;
  readonly away: Away;
  readonly now: number;
}) {
  const t = useT('online');
  const name = useName(props.info.seats)(props.away.seat);
  const { info, away } = props;
  const waitMs = Math.max(0, away.claimInMs - (props.now - info.awayAt));
  const player = info.seat !== null && info.seat !== away.seat;
  const abortable = info.view?.abortable === true;
  let text = t('clock.away.watching', { name });
  if (player && abortable) text = t('clock.away.abort', { name });
  else if (player && waitMs > 0) text = t('clock.away.wait', { name, time: formatClock(waitMs) });
  else if (player) text = t('clock.away.claim', { name });
  return (
    <div class="away-notice" data-away={away.seat}>
      <p>{text}</p>
      {player && !abortable && waitMs === 0 && (
        <Action label={t('clock.claim')} action="claim" run={() => props.table.claim()} />
      )}
    </div>
  );
}

export function TimePanel({
  table,
  info,
}: {
  readonly table: OnlineTable;
  readonly info: TableInfo;
}) {
  const t = useT('online');
  const name = useName(info.seats);
  const { view } = info;
  const playing = info.status === 'playing';
  const away = playing ? info.away.filter((a) => a.seat !== info.seat) : [];
  const ticking = view?.clock?.running != null || away.length > 0;
  const now = useNow(ticking && info.status !== 'finished');
  if (view === null) return null;
  const { ending } = view;
  const seat = info.seat;
  return (
    <section class="time-panel" aria-label={t('clock.panel')}>
      <Clocks view={view} info={info} now={now} />
      <div aria-live="polite">
        {away.map((a) => (
          <AwayNotice key={a.seat} table={table} info={info} away={a} now={now} />
        ))}
        {ending && (
          <p class="table-ending" data-ending={ending.kind}>
            {ending.kind === 'aborted'
              ? t(endingKey(ending), { by: name(ending.by) })
              : t(endingKey(ending), {
                  loser: name(ending.loser),
                  winner: name(ending.loser === 'white' ? 'black' : 'white'),
                })}
          </p>
        )}
      </div>
      {seat !== null && view.abortable === true && info.status !== 'finished' && (
        <Action
          label={t('clock.abort')}
          action="abort"
          run={() => table.send(seat, { kind: 'abort' })}
        />
      )}
    </section>
  );
}
