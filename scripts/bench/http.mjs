// One HTTP request on a connection of its own, for the few requests around
// a measurement (signing in, checking a page, weighing its files). A reused
// keep-alive connection can be closed by the server just as a request is
// sent on it; a client may retry a GET then, but never a form post, and a
// sign-up that fails that way would stop the run for nothing.
import http from "node:http";
import zlib from "node:zlib";

/**
 * Sends the request and reads the whole answer. Returns the status, the
 * headers (Node's: lower-case names, set-cookie as an array), the body as
 * sent ("wire", gzip when the server compressed it) and decoded.
 */
export function request(url, { method = "GET", headers = {}, body } = {}) {
  const payload = body === undefined ? undefined : Buffer.from(body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method,
        agent: false,
        headers: { ...headers, ...(payload ? { "Content-Length": String(payload.length) } : {}) },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const wire = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"] ?? "identity";
          try {
            const decoded = encoding === "gzip" ? zlib.gunzipSync(wire) : wire;
            resolve({
              status: response.statusCode,
              headers: response.headers,
              wire,
              body: decoded,
              encoding,
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    outgoing.setTimeout(60_000, () => outgoing.destroy(new Error(`${method} ${url}: no answer within 60 s`)));
    outgoing.on("error", (error) =>
      reject(new Error(`${method} ${url}: ${error.message}`, { cause: error })),
    );
    outgoing.end(payload);
  });
}
