// Backgammon and tryktrak tables (skeleton: to be implemented).
import type { Result } from '@ludus/backgammon';
import type { Applied } from '../table';
import type {
  BackgammonIntent,
  BackgammonSpec,
  BackgammonTable,
  BackgammonView,
  DiceProvider,
  Intent,
  Seat,
  Viewer,
} from '../types';

export function createBackgammonTable(
  _spec: BackgammonSpec,
  _dice: DiceProvider,
): Result<BackgammonTable> {
  throw new Error('not implemented');
}

export function backgammonLegalIntents(_table: BackgammonTable, _seat: Seat): BackgammonIntent[] {
  throw new Error('not implemented');
}

export function applyBackgammon(
  _table: BackgammonTable,
  _seat: Seat,
  _intent: Intent,
): Result<Applied> {
  throw new Error('not implemented');
}

export function backgammonView(_table: BackgammonTable, _viewer: Viewer): BackgammonView {
  throw new Error('not implemented');
}
