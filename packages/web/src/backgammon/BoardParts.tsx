// Drawing pieces of the backgammon board: checkers, stacks, dice, the cube. Pure rendering.
import type { TFunction } from 'i18next';
import type { CubeShown } from './boardModel';
import { CHECKER, type CubePlace, cubeRect } from './geometry';
import type { Colour } from './rules';

const PIPS: Record<number, readonly [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.27, 0.27],
    [0.5, 0.5],
    [0.73, 0.73],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.5, 0.5],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  6: [
    [0.27, 0.25],
    [0.73, 0.25],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.75],
    [0.73, 0.75],
  ],
};

export function Checker({
  cx,
  cy,
  colour,
  ring,
  arrived,
}: {
  cx: number;
  cy: number;
  colour: Colour;
  ring?: boolean;
  /** Just landed here with the last play: drawn with a short settling animation. */
  arrived?: boolean;
}) {
  const classes = `checker checker-${colour}${ring ? ' checker-movable' : ''}${arrived ? ' checker-arrived' : ''}`;
  return (
    <g class={classes}>
      <circle cx={cx} cy={cy} r={CHECKER / 2 - 2} />
      <circle cx={cx} cy={cy} r={CHECKER / 2 - 11} class="checker-inner" />
    </g>
  );
}

export function Stack(props: {
  centre: (k: number) => { cx: number; cy: number };
  colour: Colour;
  count: number;
  limit: number;
  movable: boolean;
  arrived?: boolean;
}) {
  const shown = Math.min(props.count, props.limit);
  const items = [];
  for (let k = 0; k < shown; k++) {
    const { cx, cy } = props.centre(k);
    items.push(
      <Checker
        key={k}
        cx={cx}
        cy={cy}
        colour={props.colour}
        ring={props.movable && k === shown - 1}
        arrived={props.arrived === true && k === shown - 1}
      />,
    );
  }
  const top = props.centre(shown - 1);
  return (
    <>
      {items}
      {props.count > props.limit && (
        <text
          x={top.cx}
          y={top.cy}
          class={`stack-count on-${props.colour}`}
          dominant-baseline="central"
        >
          {props.count}
        </text>
      )}
    </>
  );
}

export function Die({
  x,
  y,
  size,
  value,
  used,
}: {
  x: number;
  y: number;
  size: number;
  value: number;
  used: boolean;
}) {
  return (
    <g class={`die${used ? ' die-used' : ''}`}>
      <rect x={x} y={y} width={size} height={size} rx={8} />
      {(PIPS[value] ?? []).map(([px, py]) => (
        <circle key={`${px}-${py}`} cx={x + px * size} cy={y + py * size} r={size * 0.09} />
      ))}
    </g>
  );
}

/** Where the cube stands in the viewer's frame. */
function cubePlace(cube: CubeShown, viewer: Colour): CubePlace {
  if (cube.offeredTo !== null)
    return cube.offeredTo === viewer ? 'offered-viewer' : 'offered-other';
  if (cube.owner === null) return 'centre';
  return cube.owner === viewer ? 'viewer' : 'other';
}

function cubeLabel(cube: CubeShown, t: TFunction): string {
  if (cube.offeredTo !== null)
    return t('board.cubeOffered', { value: cube.value, colour: t(`colour.${cube.offeredTo}`) });
  if (cube.owner === null) return t('board.cubeCentred', { value: cube.value });
  return t('board.cubeOwned', { value: cube.value, colour: t(`colour.${cube.owner}`) });
}

export function Cube(props: { cube: CubeShown; viewer: Colour; t: TFunction }) {
  const { cube } = props;
  const place = cubePlace(cube, props.viewer);
  const { x, y, size } = cubeRect(place);
  // A centred cube shows 64, as on a real board; an offered one its offered value.
  const face = cube.owner === null && cube.offeredTo === null ? 64 : cube.value;
  return (
    <g
      class={`cube${cube.offeredTo !== null ? ' cube-offered' : ''}`}
      data-cube-value={cube.value}
      data-cube-place={place}
    >
      <title>{cubeLabel(cube, props.t)}</title>
      <rect x={x} y={y} width={size} height={size} rx={6} />
      <text x={x + size / 2} y={y + size / 2} dominant-baseline="central">
        {face}
      </text>
    </g>
  );
}
