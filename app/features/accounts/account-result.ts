/** What an account operation tells its route: success with cookies to set, or a message and a status. */
export type AccountResult<T = Record<never, never>> =
  | ({ ok: true; headers: Headers } & T)
  | { ok: false; status: number; message: string };

export function failure(status: number, message: string): { ok: false; status: number; message: string } {
  return { ok: false, status, message };
}
