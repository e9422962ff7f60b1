// The Shatra pieces as SVG, drawn in a 10 × 10 box centred on (5, 5). Two sets: the traditional
// tournament pieces (a disc with a mark: biy a small ring, batyr a triangle, tura a square,
// jalkyn a bar, shatra plain) and chess-style figures. No font is used, so every device draws
// them the same.
import type { BoardPiece, PieceRole } from './boardState';

export type PieceStyle = 'discs' | 'figures';

function DiscMark({ role }: { readonly role: PieceRole }) {
  switch (role) {
    case 'biy':
      return <circle class="mark" cx="5" cy="5" r="1.5" fill="none" stroke-width="0.8" />;
    case 'batyr':
      return <path class="mark mark-fill" d="M5 2.7 L7.2 6.6 L2.8 6.6 Z" />;
    case 'tura':
      return <rect class="mark mark-fill" x="3.3" y="3.3" width="3.4" height="3.4" />;
    case 'jalkyn':
      return <rect class="mark mark-fill" x="2.6" y="4.35" width="4.8" height="1.3" rx="0.3" />;
    case 'shatra':
      return null;
  }
}

function Disc({ piece }: { readonly piece: BoardPiece }) {
  return (
    <g class={`piece piece-${piece.side}`}>
      <circle class="body" cx="5" cy="5" r="4.1" stroke-width="0.5" />
      <circle class="rim" cx="5" cy="5" r="3.3" fill="none" stroke-width="0.25" />
      <DiscMark role={piece.role} />
    </g>
  );
}

/** Silhouettes in the manner of chess figures; each path stands on a base at y ≈ 8.6. */
const FIGURE_PATHS: Readonly<Record<PieceRole, string>> = {
  biy: 'M4.55 1 H5.45 V1.8 H6.2 V2.6 H5.45 V3.5 C7.4 3.9 7.9 5.4 6.7 6.9 L7.2 7.6 H2.8 L3.3 6.9 C2.1 5.4 2.6 3.9 4.55 3.5 V2.6 H3.8 V1.8 H4.55 Z M2.4 7.9 H7.6 V8.8 H2.4 Z',
  batyr:
    'M1.9 3 L3.3 6.4 L3.6 2.4 L4.6 6 L5 1.8 L5.4 6 L6.4 2.4 L6.7 6.4 L8.1 3 L7.2 7.6 H2.8 Z M2.4 7.9 H7.6 V8.8 H2.4 Z',
  tura: 'M2.6 1.8 H3.7 V2.7 H4.45 V1.8 H5.55 V2.7 H6.3 V1.8 H7.4 V3.8 L6.6 4.5 V6.9 L7.2 7.6 H2.8 L3.4 6.9 V4.5 L2.6 3.8 Z M2.4 7.9 H7.6 V8.8 H2.4 Z',
  jalkyn:
    'M5 1.2 C5.5 1.2 5.7 1.7 5.4 2.1 C6.8 2.9 7.3 4.4 6.3 5.9 L6.9 7.6 H3.1 L3.7 5.9 C2.7 4.4 3.2 2.9 4.6 2.1 C4.3 1.7 4.5 1.2 5 1.2 Z M2.4 7.9 H7.6 V8.8 H2.4 Z',
  shatra:
    'M5 2.2 C6 2.2 6.6 3 6.3 3.9 C6.1 4.4 5.8 4.6 5.6 4.7 C6.4 5.3 6.8 6.4 7 7.6 H3 C3.2 6.4 3.6 5.3 4.4 4.7 C4.2 4.6 3.9 4.4 3.7 3.9 C3.4 3 4 2.2 5 2.2 Z M2.6 7.9 H7.4 V8.8 H2.6 Z',
};

function Figure({ piece }: { readonly piece: BoardPiece }) {
  return (
    <g class={`piece figure piece-${piece.side}`}>
      <path class="body" d={FIGURE_PATHS[piece.role]} stroke-width="0.45" stroke-linejoin="round" />
      {piece.role === 'jalkyn' ? (
        <path class="mark" d="M5.8 3.2 L4.6 4.6" fill="none" stroke-width="0.45" />
      ) : null}
    </g>
  );
}

export function PieceShape({
  piece,
  style,
}: {
  readonly piece: BoardPiece;
  readonly style: PieceStyle;
}) {
  return style === 'figures' ? <Figure piece={piece} /> : <Disc piece={piece} />;
}

/**
 * The mark of a biy the opponent could capture at once, in the same 10 × 10 box: a broad red
 * halo over its whole square and a red ring just outside the piece, drawn under the piece so that
 * both piece styles leave it plainly in sight (a disc covers the middle, a figure less).
 */
export function ThreatMark() {
  return (
    <g class="threat">
      <rect class="threat-halo" x="0" y="0" width="10" height="10" />
      <circle class="threat-ring" cx="5" cy="5" r="4.85" fill="none" stroke-width="0.9" />
    </g>
  );
}
