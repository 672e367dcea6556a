// Uploads from the computer, one file at a time per colour. Each key joins the colour as soon as
// the server accepts it; a refused file explains itself under that colour's pictures.
import { useState } from "react";
import { colorName } from "../../../../domain/colors";
import { ApiClientError } from "../../../../sdk/client";
import { dashboardApi } from "../api";
import { addImage } from "./draft-edits";
import type { DraftApi } from "./use-product-draft";

/** What the media endpoint accepts (server/media/store.ts); checked first to save a round trip. */
const TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);
const MAX_BYTES = 10 * 1024 * 1024;

function refusal(file: File): string | null {
  if (!TYPES.has(file.type)) return `${file.name}: use a JPEG, PNG, WebP or AVIF picture.`;
  if (file.size > MAX_BYTES) return `${file.name} is larger than 10 MB.`;
  return null;
}

function failure(file: File, error: unknown): string {
  if (error instanceof ApiClientError) {
    if (error.status === 413) return `${file.name} is larger than 10 MB.`;
    if (error.status === 400) return `${file.name}: ${error.fields?.file ?? error.message}`;
    if (error.status === 401 || error.status === 403)
      return "Your session no longer allows uploads. Please sign in again.";
  }
  return `${file.name} could not be uploaded. Please try again.`;
}

export function useImageUploads(form: DraftApi) {
  const [pending, setPending] = useState<Record<string, number>>({});
  const count = (code: string, by: number) =>
    setPending((p) => ({ ...p, [code]: Math.max(0, (p[code] ?? 0) + by) }));
  const fail = (code: string, message: string) =>
    form.setErrors((e) => ({ ...e, [`images.${code}`]: message }));

  async function upload(code: string, files: readonly File[]): Promise<void> {
    const accepted = files.filter((file) => {
      const reason = refusal(file);
      if (reason) fail(code, reason);
      return reason === null;
    });
    count(code, accepted.length);
    for (const file of accepted) {
      try {
        const { key } = await dashboardApi.uploadImage(file);
        form.update((d) => addImage(d, code, key), [`images.${code}`, "images", "baseImagesColor"]);
      } catch (error) {
        fail(code, failure(file, error));
      } finally {
        count(code, -1);
      }
    }
  }

  const uploading = Object.values(pending).some((n) => n > 0);
  const status = Object.entries(pending)
    .filter(([, n]) => n > 0)
    .map(([code, n]) => `Uploading ${n} ${n === 1 ? "picture" : "pictures"} of ${colorName(code)}…`)
    .join(" ");
  return { upload, pending, uploading, status };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
