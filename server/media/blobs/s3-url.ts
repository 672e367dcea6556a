// MEDIA_S3_URL's shape, apart from the S3 client so that reading the configuration stays light.
export interface S3Location {
  bucket: string;
  prefix: string;
  /** An S3-compatible service other than AWS; objects are then addressed by path. */
  endpoint: string | undefined;
  region: string;
}

/** s3://bucket/prefix → bucket and prefix (without slashes at either end); null if malformed. */
export function parseS3Url(url: string): { bucket: string; prefix: string } | null {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match?.[1]) return null;
  return { bucket: match[1], prefix: (match[2] ?? "").replace(/^\/+|\/+$/g, "") };
}
