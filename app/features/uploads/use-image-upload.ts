import { useCallback, useState } from "react";
import { sendImage } from "./send-image";

/**
 * One image upload at a time for a control: `upload` sends the file (or
 * refuses it at once, unsent), `progress` is how much has gone (null when
 * nothing is being sent), for <UploadProgress>.
 */
export function useImageUpload(purpose: "avatar" | "portfolio") {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    async (file: File) => {
      try {
        return await sendImage(file, purpose, setProgress);
      } finally {
        setProgress(null);
      }
    },
    [purpose],
  );
  return { upload, progress, busy: progress !== null };
}
