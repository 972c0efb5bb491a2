/**
 * Request-derived text made safe for a log line. A decoded `rest_route` (or an error message
 * quoting one) can hold a line feed that starts a forged log line, a NUL, terminal escape
 * sequences (ESC, CSI), or Unicode line and bidirectional-override characters that make a
 * line read differently from its bytes. Each such character is written as an escape instead:
 * `\x0a` for C0 controls, DEL and C1 controls, `\u2028` above them. The backslash itself
 * becomes `\\`, so an escape in the log always means the character, never the literal text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_LOGS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\\]/g;

function escapeCharacter(character: string): string {
  if (character === '\\') return '\\\\';
  const code = character.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

export function escapeLogText(text: string): string {
  return text.replace(UNSAFE_IN_LOGS, escapeCharacter);
}

/**
 * One space-separated field of the request log: escaped like any log text, and any white
 * space (` `, no-break and ideographic spaces, …) escaped too, so a field never splits or
 * seems to split into two, and the line keeps its four fields.
 */
export function escapeLogField(text: string): string {
  return escapeLogText(text).replace(/\s/gu, escapeCharacter);
}

/**
 * An unexpected error for the console: its message escaped (it may quote a request), its
 * stack frames as they are (they come from our own code, one frame a line).
 */
export function describeErrorForLog(error: unknown): string {
  if (!(error instanceof Error)) return escapeLogText(String(error));
  const heading = `${error.name}: ${error.message}`;
  const stack = error.stack ?? '';
  // A stack that does not start with the message (it was changed after the throw) cannot be
  // told apart from it, so it is escaped whole, on one line.
  if (!stack.startsWith(heading)) return escapeLogText(stack || heading);
  return `${escapeLogText(heading)}${stack.slice(heading.length)}`;
}
