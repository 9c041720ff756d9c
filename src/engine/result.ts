// Results for input that may be bad (docs/architecture.md §4): illegal or malformed is a value, not an exception.

export type Result<T, E = string> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** Text read as JSON and then by `parse`; text that is not JSON is an error that says so. */
export function parseJsonText<T>(text: string, parse: (json: unknown) => Result<T>): Result<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err(`not valid JSON: ${(e as Error).message}`);
  }
  return parse(json);
}
