// The structure of the rules pages: sections and paragraphs in reading order, and which
// paragraphs state a decision. The words live in src/locales/<lng>/rules.json under
// `<game>.<section>.title` and `<game>.<section>.<item>`; the marks live here so that every
// language marks the same decisions. Sources: shared/rules/backgammon.md and shatra.md.

export type RulesGame = 'backgammon' | 'tryktrak' | 'shatra';

/**
 * `ours`: a decision of this project where the sources are silent or unclear.
 * `source`: the source's own interpretation of a point its sources disagree on.
 * Both are shown as "Interpretation of this game".
 */
export type Mark = 'ours' | 'source';

export interface RuleItem {
  readonly id: string;
  readonly mark?: Mark;
  /** Set for paragraphs that show a notation sample in monospace after the text. */
  readonly sample?: string;
}

export interface RuleSection {
  readonly id: string;
  readonly items: readonly RuleItem[];
  /** A picture shown after the section's paragraphs. */
  readonly figure?: 'shatra-start';
}

const item = (id: string, mark?: Mark, sample?: string): RuleItem => ({
  id,
  ...(mark ? { mark } : {}),
  ...(sample ? { sample } : {}),
});

const BACKGAMMON: readonly RuleSection[] = [
  { id: 'about', items: [item('what'), item('sources'), item('marks')] },
  { id: 'board', items: [item('points'), item('direction'), item('start')] },
  { id: 'opening', items: [item('roll'), item('fresh')] },
  { id: 'moving', items: [item('die'), item('combined'), item('doubles'), item('maximum')] },
  { id: 'hitting', items: [item('blot'), item('enter'), item('partial')] },
  {
    id: 'bearoff',
    items: [item('when'), item('exact'), item('higher'), item('free'), item('win')],
  },
  { id: 'scoring', items: [item('single'), item('gammon'), item('backgammon'), item('cube')] },
  {
    id: 'cube',
    items: [
      item('double'),
      item('first', 'ours'),
      item('answer', 'ours'),
      item('values', 'ours'),
      item('beaver', 'ours'),
    ],
  },
  {
    id: 'match',
    items: [
      item('series'),
      item('crawford', 'ours'),
      item('gammons', 'ours'),
      item('money', 'ours'),
      item('moneyOnly', 'ours'),
    ],
  },
  // Decisions of the game engine (packages/backgammon/src/game.ts), not in the sources.
  { id: 'resign', items: [item('offer', 'ours'), item('jacoby', 'ours')] },
  {
    id: 'interchange',
    items: [
      item('ids'),
      item('moves', undefined, '24/18 13/11 · bar/22* · 6/off · 8/5(2)'),
      item('mat'),
    ],
  },
];

const TRYKTRAK: readonly RuleSection[] = [
  { id: 'about', items: [item('what'), item('sources'), item('marks')] },
  {
    id: 'board',
    items: [item('lines'), item('homes'), item('direction'), item('start', 'ours')],
  },
  {
    id: 'play',
    items: [
      item('first'),
      item('dice'),
      item('doubles'),
      item('closed'),
      item('hit'),
      item('enter'),
      item('maximum', 'ours'),
    ],
  },
  { id: 'bearoff', items: [item('when'), item('rule', 'ours'), item('win')] },
  { id: 'scoring', items: [item('points', 'ours'), item('cube', 'ours')] },
];

const SHATRA: readonly RuleSection[] = [
  { id: 'about', items: [item('what'), item('form'), item('marks')] },
  {
    id: 'board',
    items: [
      item('shape'),
      item('numbers'),
      item('ditch'),
      item('road'),
      item('lines'),
      item('halves'),
      item('first'),
    ],
  },
  { id: 'pieces', items: [item('set'), item('white'), item('black')], figure: 'shatra-start' },
  {
    id: 'moves',
    items: [
      item('biy'),
      item('batyr'),
      item('tura'),
      item('jalkyn'),
      item('shatraOwn'),
      item('doubleStep', 'ours'),
      item('shatraDitch'),
      item('shatraBeyond'),
      item('sidewaysBack', 'source'),
      // The German source marks "never backward" as its own interpretation (two sources differ).
      item('never', 'source'),
    ],
  },
  {
    id: 'captures',
    items: [
      item('short'),
      item('long'),
      item('compulsory'),
      item('chains'),
      item('landing'),
      item('once'),
      item('choice', 'source'),
      item('enPassant', 'source'),
      item('enPassantChain', 'ours'),
    ],
  },
  {
    id: 'privilege',
    items: [item('never'), item('others'), item('onlyBiy', 'ours'), item('threat')],
  },
  {
    id: 'fortress',
    items: [
      item('reserve'),
      item('drop'),
      item('order'),
      item('gateBiy'),
      item('road'),
      item('closed'),
      item('gate', 'ours'),
      item('open'),
      item('enemy'),
      item('forced', 'ours'),
    ],
  },
  {
    id: 'promotion',
    items: [item('becomes'), item('waiting', 'source'), item('chain'), item('older')],
  },
  {
    id: 'end',
    items: [item('win'), item('draws'), item('count', 'ours'), item('computer')],
  },
  {
    id: 'notation',
    items: [
      item('squares'),
      item('moves', undefined, '46-39 · 39x25 · 39x25x11 · 54@40'),
      item('promotion', undefined, '10-3=R · 24x10x2=Qx… · 2=Q'),
      item('position', undefined, 'sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - 0'),
      item('fields'),
      item('pending', undefined, 'e49 · s31<30 · d8'),
      item('reserveFlag'),
    ],
  },
  {
    id: 'fine',
    items: [
      item('reserveCaptures', 'ours'),
      item('passOver', 'ours'),
      item('sidewaysCaptures', 'ours'),
      item('waitingSideways', 'ours'),
      item('anyFortressDrop', 'ours'),
      item('gateBiyClosed', 'ours'),
      item('counter', 'ours'),
      item('canonical', 'ours'),
      item('onePending', 'ours'),
    ],
  },
  { id: 'sources', items: [item('list'), item('differ'), item('notThisGame')] },
];

export const RULES: Readonly<Record<RulesGame, readonly RuleSection[]>> = {
  backgammon: BACKGAMMON,
  tryktrak: TRYKTRAK,
  shatra: SHATRA,
};

export const RULES_GAMES: readonly RulesGame[] = ['backgammon', 'tryktrak', 'shatra'];

/** Every translation key the page of a game uses (titles and paragraphs), in reading order. */
export function rulesKeys(game: RulesGame): string[] {
  return RULES[game].flatMap((section) => [
    `${game}.${section.id}.title`,
    ...section.items.map((i) => `${game}.${section.id}.${i.id}`),
    ...(section.figure ? [`${game}.${section.id}.figure`] : []),
  ]);
}
