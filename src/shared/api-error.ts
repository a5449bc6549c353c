/** Every API error body: `{ error: { code, message, fields? } }`, always with a 4xx/5xx status. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}
