// `--name value` command-line options of the move-benchmark scripts, typed by their defaults.
// An unknown option or a number that is not one ends the script with a message (exit code 2).

type OptionValues = Record<string, number | string>;

export function readOptions<T extends OptionValues>(argv: readonly string[], defaults: T): T {
  const options: OptionValues = { ...defaults };
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i] ?? '';
    const name = flag.slice(2);
    const value = argv[i + 1];
    if (!flag.startsWith('--') || !(name in defaults) || value === undefined) {
      fail(`bad option '${flag}'; options: ${Object.keys(defaults).map((k) => `--${k}`)}`);
    }
    if (typeof defaults[name] === 'number') {
      const number = Number(value);
      if (!Number.isFinite(number)) fail(`--${name} wants a number, not '${value}'`);
      options[name] = number;
    } else {
      options[name] = value;
    }
  }
  return options as T;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}
