/** The arguments after `node` that start the server (server-command.mjs). */
export function serverArguments(): string[];
