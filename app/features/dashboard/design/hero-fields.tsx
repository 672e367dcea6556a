// The home page's hero: image (uploaded through the media checks), focal point, alt text,
// eyebrow, headline and the two links.
import { useState } from "react";
import { ApiClientError } from "../../../../sdk/client";
import type { DesignContent } from "../../../../sdk/dashboard";
import { HERO_MIN_WIDTH } from "../../../../domain/design";
import { imageUrl } from "../../../../domain/images";
import { dashboardApi } from "../api";
import fields from "../fields.module.css";
import { DesignSection } from "./design-section";
import { LinkFields } from "./link-fields";
import { TextField } from "./text-field";
import styles from "./design.module.css";

type Hero = DesignContent["hero"];

interface HeroFieldsProps {
  hero: Hero;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (hero: Hero) => void;
}

export function HeroFields({ hero, errors, readOnly, onChange }: HeroFieldsProps) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const set = (patch: Partial<Hero>) => onChange({ ...hero, ...patch });
  const setLink = (index: 0 | 1, patch: Partial<Hero["links"][0]>) => {
    const links: Hero["links"] = [{ ...hero.links[0] }, { ...hero.links[1] }];
    links[index] = { ...links[index], ...patch };
    set({ links });
  };

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const { key } = await dashboardApi.uploadDesignImage(file);
      set({ imageKey: key });
    } catch (err) {
      setUploadError(
        err instanceof ApiClientError && err.status < 500 ? err.message : "The image could not be uploaded.",
      );
    } finally {
      setUploading(false);
    }
  }

  return (
    <DesignSection legend="Home Page Image">
      <div className={styles.imageRow}>
        <img
          className={styles.thumb}
          src={hero.imageKey ? imageUrl(hero.imageKey, 320) : "/images/hero-wide-800.webp"}
          alt=""
          style={{ objectPosition: `${hero.focalX}% ${hero.focalY}%` }}
        />
        <div className={fields.field}>
          <label className={fields.label} htmlFor="hero-image">
            Image
          </label>
          <input
            id="hero-image"
            type="file"
            className={fields.file}
            accept="image/jpeg,image/png,image/webp,image/avif"
            disabled={readOnly || uploading}
            aria-describedby="hero-image-hint"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Emptied so choosing the same file again (after an error) still uploads it.
              event.target.value = "";
              void upload(file);
            }}
          />
          <p id="hero-image-hint" className={fields.hint}>
            {uploading ? "Uploading..." : `JPEG, PNG, WebP or AVIF, at least ${HERO_MIN_WIDTH} pixels wide.`}
          </p>
          {uploadError || errors["hero.imageKey"] ? (
            <p role="alert" className={fields.error}>
              {uploadError ?? errors["hero.imageKey"]}
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.pair}>
        <div className={fields.field}>
          <label className={fields.label} htmlFor="hero-focal-x">
            Focal point across: {hero.focalX}%
          </label>
          <input
            id="hero-focal-x"
            type="range"
            className={fields.range}
            min={0}
            max={100}
            value={hero.focalX}
            disabled={readOnly}
            onChange={(event) => set({ focalX: Number(event.target.value) })}
          />
        </div>
        <div className={fields.field}>
          <label className={fields.label} htmlFor="hero-focal-y">
            Focal point down: {hero.focalY}%
          </label>
          <input
            id="hero-focal-y"
            type="range"
            className={fields.range}
            min={0}
            max={100}
            value={hero.focalY}
            disabled={readOnly}
            onChange={(event) => set({ focalY: Number(event.target.value) })}
          />
        </div>
      </div>
      <TextField
        id="hero-alt"
        label="Image description (alt text)"
        value={hero.alt}
        error={errors["hero.alt"]}
        onValue={(alt) => set({ alt })}
        readOnly={readOnly}
        maxLength={250}
        required
      />
      <div className={styles.pair}>
        <TextField
          id="hero-eyebrow"
          label="Line above the headline"
          value={hero.eyebrow}
          error={errors["hero.eyebrow"]}
          onValue={(eyebrow) => set({ eyebrow })}
          readOnly={readOnly}
          maxLength={60}
        />
        <TextField
          id="hero-headline"
          label="Headline"
          value={hero.headline}
          error={errors["hero.headline"]}
          onValue={(headline) => set({ headline })}
          readOnly={readOnly}
          maxLength={80}
          required
        />
      </div>
      {([0, 1] as const).map((index) => (
        <div key={index} className={styles.pair}>
          <LinkFields
            id={`hero-link-${index}`}
            path={`hero.links.${index}`}
            labels={[`Link ${index + 1} label`, `Link ${index + 1} address`]}
            link={hero.links[index]}
            errors={errors}
            readOnly={readOnly}
            maxLength={40}
            required
            onChange={(patch) => setLink(index, patch)}
          />
        </div>
      ))}
    </DesignSection>
  );
}
