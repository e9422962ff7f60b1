// The property syntax of SGF (Smart Game Format, FF[4]), the container of GNU Backgammon's .sgf
// files: a collection of game trees `( ;node ;node … (variation) … )`, each node a list of
// properties `ID[value][value]`. Only each tree's main line is kept (the first variation at each
// branch), as gnubg reads it. Every property keeps its line and column for error messages. The
// scan is one loop with an explicit stack, so deep nesting cannot overflow the call stack.

export interface SgfPlace {
  /** 1-based. */
  readonly line: number;
  /** 1-based, in UTF-16 code units. */
  readonly column: number;
}

export interface SgfProperty {
  readonly id: string;
  /** Unescaped: `\]` is `]`, `\\` is `\`, a backslash before a line break removes both. */
  readonly values: readonly string[];
  readonly at: SgfPlace;
}

export interface SgfNode {
  readonly properties: readonly SgfProperty[];
  readonly at: SgfPlace;
}

/** One game tree's main line: its nodes from the root down the first variations. */
export interface SgfTree {
  readonly nodes: readonly SgfNode[];
  readonly at: SgfPlace;
}

export type SgfTokenError = 'sgf-unbalanced' | 'sgf-syntax';

export type SgfFailure<E extends string> = {
  readonly ok: false;
  readonly error: E;
  readonly message: string;
} & SgfPlace;

/** A `Result` whose failure also tells where in the text it was found. */
export type SgfResult<T, E extends string> =
  | { readonly ok: true; readonly value: T }
  | SgfFailure<E>;

export function sgfFailure<E extends string>(
  error: E,
  at: SgfPlace,
  reason: string,
): SgfFailure<E> {
  const message = `line ${at.line}, column ${at.column}: ${reason}`;
  return { ok: false, error, message, line: at.line, column: at.column };
}

interface Frame {
  readonly at: SgfPlace;
  /** Where this tree's nodes go: its main line's list, or a discarded one for a variation. */
  readonly nodes: { properties: SgfProperty[]; at: SgfPlace }[];
  /** Whether the first variation (the main line's continuation) has been opened. */
  branched: boolean;
  hasNode: boolean;
}

class Scanner {
  index = 0;
  line = 1;
  column = 1;
  constructor(readonly text: string) {}

  get place(): SgfPlace {
    return { line: this.line, column: this.column };
  }

  peek(): string | undefined {
    return this.text[this.index];
  }

  advance(): string {
    const char = this.text[this.index] ?? '';
    this.index += 1;
    if (char === '\n') {
      this.line += 1;
      this.column = 1;
    } else {
      this.column += 1;
    }
    return char;
  }

  /** Moves to `index`, counting the lines passed. */
  advanceTo(index: number): void {
    while (this.index < index) {
      const newline = this.text.indexOf('\n', this.index);
      if (newline < 0 || newline >= index) {
        this.column += index - this.index;
        this.index = index;
        return;
      }
      this.index = newline + 1;
      this.line += 1;
      this.column = 1;
    }
  }

  skipSpace(): void {
    while (/\s/.test(this.peek() ?? '')) this.advance();
  }
}

type Scanned<T> = SgfResult<T, SgfTokenError>;

const VALUE_STOP = /[\]\\]/g;

/** One `[value]`, the scanner on its `[`. */
function readValue(scan: Scanner): Scanned<string> {
  const opened = scan.place;
  scan.advance();
  let value = '';
  for (;;) {
    // Plain text runs to the next ']' or backslash, taken as a whole.
    VALUE_STOP.lastIndex = scan.index;
    const stop = VALUE_STOP.exec(scan.text);
    if (!stop) return sgfFailure('sgf-unbalanced', opened, "a '[' is never closed");
    value += scan.text.slice(scan.index, stop.index);
    scan.advanceTo(stop.index);
    if (scan.advance() === ']') return { ok: true, value };
    const escaped = scan.peek();
    if (escaped === undefined) return sgfFailure('sgf-unbalanced', opened, "a '[' is never closed");
    scan.advance();
    // A soft line break: the backslash and the line break (\n, \r\n, \r) both go.
    if (escaped === '\r' && scan.peek() === '\n') scan.advance();
    else if (escaped !== '\n' && escaped !== '\r') value += escaped;
  }
}

/** `ID[value]…`, the scanner on the identifier's first letter. */
function readProperty(scan: Scanner): Scanned<SgfProperty> {
  const at = scan.place;
  let id = '';
  while (/[A-Z]/.test(scan.peek() ?? '')) id += scan.advance();
  scan.skipSpace();
  if (scan.peek() !== '[') return sgfFailure('sgf-syntax', at, `the property ${id} has no value`);
  const values: string[] = [];
  while (scan.peek() === '[') {
    const value = readValue(scan);
    if (!value.ok) return value;
    values.push(value.value);
    scan.skipSpace();
  }
  return { ok: true, value: { id, values, at } };
}

function openTree(stack: Frame[], trees: SgfTree[], at: SgfPlace): Scanned<null> {
  const parent = stack[stack.length - 1];
  if (parent && !parent.hasNode) {
    return sgfFailure('sgf-syntax', at, 'a game tree must begin with a node');
  }
  if (!parent) {
    const nodes: Frame['nodes'] = [];
    trees.push({ nodes, at });
    stack.push({ at, nodes, branched: false, hasNode: false });
  } else {
    // The first variation continues the main line; the others are read and dropped.
    const keep = !parent.branched && isMainLine(stack);
    parent.branched = true;
    stack.push({ at, nodes: keep ? parent.nodes : [], branched: false, hasNode: false });
  }
  return { ok: true, value: null };
}

/** Whether the innermost frame still writes into its tree's main line. */
function isMainLine(stack: readonly Frame[]): boolean {
  const top = stack[stack.length - 1];
  const root = stack[0];
  return top !== undefined && root !== undefined && top.nodes === root.nodes;
}

function closeTree(stack: Frame[], at: SgfPlace): Scanned<null> {
  const frame = stack.pop();
  if (!frame) return sgfFailure('sgf-unbalanced', at, "a ')' closes no '('");
  if (!frame.hasNode) return sgfFailure('sgf-syntax', frame.at, 'a game tree without a node');
  return { ok: true, value: null };
}

function startNode(stack: Frame[], at: SgfPlace): Scanned<null> {
  const frame = stack[stack.length - 1];
  if (!frame) return sgfFailure('sgf-syntax', at, "a node (';') outside a game tree");
  if (frame.branched) return sgfFailure('sgf-syntax', at, 'a node after a variation');
  frame.hasNode = true;
  frame.nodes.push({ properties: [], at });
  return { ok: true, value: null };
}

function addProperty(stack: Frame[], scan: Scanner): Scanned<null> {
  const at = scan.place;
  const frame = stack[stack.length - 1];
  const node = frame?.nodes[frame.nodes.length - 1];
  if (!frame?.hasNode || frame.branched || !node) {
    return sgfFailure('sgf-syntax', at, 'a property outside a node');
  }
  const property = readProperty(scan);
  if (!property.ok) return property;
  node.properties.push(property.value);
  return { ok: true, value: null };
}

/** Every game tree of an SGF collection, each as its main line. */
export function readSgfTrees(text: string): Scanned<SgfTree[]> {
  const scan = new Scanner(text.replace(/^\uFEFF/, ''));
  const trees: SgfTree[] = [];
  const stack: Frame[] = [];
  for (scan.skipSpace(); scan.peek() !== undefined; scan.skipSpace()) {
    const char = scan.peek() ?? '';
    const at = scan.place;
    let step: Scanned<null>;
    if (char === '(') {
      scan.advance();
      step = openTree(stack, trees, at);
    } else if (char === ')') {
      scan.advance();
      step = closeTree(stack, at);
    } else if (char === ';') {
      scan.advance();
      step = startNode(stack, at);
    } else if (/[A-Z]/.test(char)) {
      step = addProperty(stack, scan);
    } else {
      step = sgfFailure('sgf-syntax', at, `unexpected character ${JSON.stringify(char)}`);
    }
    if (!step.ok) return step;
  }
  const open = stack[stack.length - 1];
  if (open) return sgfFailure('sgf-unbalanced', open.at, "a '(' is never closed");
  return { ok: true, value: trees };
}
