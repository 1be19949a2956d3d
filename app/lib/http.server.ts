import { data } from "react-router";
import { UNREADABLE_FORM_MESSAGE, withoutNul } from "./validation";

/** The form each request's action read, for what looks at it after the action (the root middleware). */
const formsRead = new WeakMap<Request, FormData>();

/** The form this request's action read through readFormData, if it read one. */
export function formReadFrom(request: Request): FormData | undefined {
  return formsRead.get(request);
}

/**
 * Reads a form body; a malformed one is the client's error (400), never a 500.
 * NUL is dropped from every text value here, once for every form: PostgreSQL
 * text cannot hold it (a query with one fails), and no person types one.
 */
export async function readFormData(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ error: UNREADABLE_FORM_MESSAGE }, { status: 400 });
  }
  const cleaned = new FormData();
  for (const [name, value] of form) {
    cleaned.append(withoutNul(name), typeof value === "string" ? withoutNul(value) : value);
  }
  formsRead.set(request, cleaned);
  return cleaned;
}

/** Reads a JSON body, or answers 400. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw data({ error: "The request body is not valid JSON." }, { status: 400 });
  }
}

export function methodNotAllowed(): never {
  throw data({ error: "Method not allowed." }, { status: 405 });
}

/**
 * Headers that set these cookies (Set-Cookie values made elsewhere: Better
 * Auth's session cookies, a flash toast), for a redirect or reply to carry.
 */
export function setCookies(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
