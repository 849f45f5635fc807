// A request the engine refuses with 400 and Electric's error body: `{message, errors}`.
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, unknown> = {},
  ) {
    super(message)
  }
}
