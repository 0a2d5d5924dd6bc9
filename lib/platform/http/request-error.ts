/** The visitor's or caller's input does not fit the contract (HTTP 400). */
export class RequestError extends Error {
  readonly status: number = 400;
  /** field → message, for forms that show each field's problem */
  readonly fields?: Record<string, string>;
  constructor(message: string, options?: { fields?: Record<string, string>; status?: number }) {
    super(message);
    this.fields = options?.fields;
    if (options?.status) this.status = options.status;
  }
}
