import { data } from "react-router";

/** Reads a form body; a malformed one is the client's error (400), never a 500. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ error: "The form could not be read. Please try again." }, { status: 400 });
  }
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
