// The board of the position page in its editing mode: the game's own board component, every
// point, bar and tray a target. A click, a tap or Enter adds a checker of the chosen colour or
// removes one (the tool chosen beside the board); dragging moves one, into a tray bears it off
// and out of a tray brings one back. The edits themselves are edit.ts's.
import type { TFunction } from 'i18next';
import { Board } from '../backgammon/Board';
import { boardPicture, type CubeShown, type DiceShown } from '../backgammon/boardModel';
import type { BoardTarget } from '../backgammon/geometry';
import type { Colour } from '../backgammon/rules';
import { EDIT_VIEWER, ownerAt } from './edit';
import type { PositionSetup } from './setup';

/** Every target of the board: the 24 points, both bars and both trays. */
const ALL_TARGETS: readonly BoardTarget[] = [
  ...Array.from({ length: 24 }, (_, i): BoardTarget => ({ kind: 'point', point: i + 1 })),
  ...[true, false].flatMap((viewerSide): BoardTarget[] => [
    { kind: 'bar', viewerSide },
    { kind: 'tray', viewerSide },
  ]),
];

function cubeShown(setup: PositionSetup): CubeShown {
  const owner = setup.cubeOwner === 'centred' ? null : setup.cubeOwner;
  return { value: setup.cubeValue, owner, offeredTo: null };
}

function diceShown(setup: PositionSetup): DiceShown | null {
  if (setup.dice === null) return null;
  return { colour: setup.onRoll, values: setup.dice, used: [false, false] };
}

export function SetupBoard(props: {
  readonly setup: PositionSetup;
  /** The backgammon page's translations: the board's own texts are its. */
  readonly t: TFunction;
  readonly onTarget: (target: BoardTarget) => void;
  readonly onDrop: (from: BoardTarget, to: BoardTarget) => void;
}) {
  const { setup, t } = props;
  const { board } = setup;
  const picture = boardPicture(
    { player: board.white, opponent: board.black },
    'white',
    EDIT_VIEWER,
  );
  const movable = ALL_TARGETS.filter((target) => ownerAt(board, target) !== null);
  return (
    <div class="board-wrap position-board">
      <Board
        picture={picture}
        variant="backgammon"
        cube={cubeShown(setup)}
        dice={diceShown(setup)}
        movable={movable}
        selected={null}
        // Every target answers a click (none is snapped to a neighbour, as in play).
        destinations={ALL_TARGETS}
        lastMove={{ from: [], to: [] }}
        onTarget={props.onTarget}
        onDrop={props.onDrop}
        dragColour={(from): Colour => ownerAt(board, from) ?? EDIT_VIEWER}
        t={t}
      />
    </div>
  );
}
