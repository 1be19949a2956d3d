import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { ServiceError } from "~/lib/service-error";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "./upload-rules";

/** Room for the multipart boundaries, part headers and the small text fields beside the file. */
const MULTIPART_ALLOWANCE = 64 * 1024;
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE;

const tooLarge = () => new ServiceError("too_large", UPLOAD_MESSAGES.tooManyBytes);
const unreadable = () => new ServiceError("invalid", UPLOAD_MESSAGES.unreadableForm);

/**
 * Reads an upload form without ever holding more than the limit in memory.
 * request.formData() would buffer whatever arrives; here a declared length over
 * the limit is refused before reading, and the streaming parser stops at the
 * limit for bodies that declare none (chunked) or lie about it. The upload
 * route's body reader (it takes the Request; it is no service), refusing with
 * the same ServiceError as the services: `too_large` or `invalid`.
 */
export async function readUploadForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  // Only the two form encodings: for any other type the parser falls back to
  // request.formData(), which has no size limit. (Case as the parser checks it.)
  if (
    !contentType.startsWith("multipart/form-data") &&
    !contentType.startsWith("application/x-www-form-urlencoded")
  ) {
    throw unreadable();
  }
  const declaredLength = Number(request.headers.get("content-length") ?? 0);
  if (declaredLength > MAX_UPLOAD_REQUEST_BYTES) throw tooLarge();
  try {
    return await parseFormData(request, {
      maxFiles: 1,
      maxFileSize: MAX_UPLOAD_BYTES,
      maxParts: 8,
      maxTotalSize: MAX_UPLOAD_REQUEST_BYTES,
    });
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      throw tooLarge();
    }
    // Too many files or parts, oversized part headers, a malformed or cut-off body.
    if (error instanceof FormDataParseError || error instanceof MultipartParseError || isBadText(error)) {
      throw unreadable();
    }
    throw error;
  }
}

/** A text part whose bytes are not UTF-8: the parser's strict decoder throws a plain TypeError. */
function isBadText(error: unknown) {
  return (
    error instanceof TypeError && (error as { code?: string }).code === "ERR_ENCODING_INVALID_ENCODED_DATA"
  );
}
