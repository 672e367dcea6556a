// The announcement bar: on or off, its words, an optional link and the window it runs in.
import type { DesignContent } from "../../../../sdk/dashboard";
import fields from "../fields.module.css";
import { fromLocalInput, toLocalInput } from "./local-time";
import { DesignSection } from "./design-section";
import { LinkFields } from "./link-fields";
import { TextField } from "./text-field";
import { useHydrated } from "../../../lib/use-hydrated";
import styles from "./design.module.css";

type Announcement = DesignContent["announcement"];

interface AnnouncementFieldsProps {
  announcement: Announcement;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (announcement: Announcement) => void;
}

export function AnnouncementFields({ announcement: a, errors, readOnly, onChange }: AnnouncementFieldsProps) {
  // Local time is the browser's: the server's HTML (in the server's zone) would differ from the
  // first client render, so the times and the zone's name appear once React runs in the browser.
  const hydrated = useHydrated();
  const local = (iso: string | null) => (hydrated ? toLocalInput(iso) : "");
  const set = (patch: Partial<Announcement>) => onChange({ ...a, ...patch });
  const link = a.link ?? { label: "", href: "" };
  const setLink = (patch: Partial<typeof link>) => {
    const next = { ...link, ...patch };
    set({ link: next.label || next.href ? next : null });
  };
  return (
    <DesignSection legend="Announcement Bar">
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={a.enabled}
          disabled={readOnly}
          onChange={(event) => set({ enabled: event.target.checked })}
        />
        Show an announcement above the header
      </label>
      <TextField
        id="announcement-text"
        label="Announcement"
        value={a.text}
        error={errors["announcement.text"]}
        onValue={(text) => set({ text })}
        readOnly={readOnly}
        maxLength={160}
      />
      <div className={styles.pair}>
        <LinkFields
          id="announcement-link"
          path="announcement.link"
          labels={["Link label (optional)", "Link address"]}
          link={link}
          errors={errors}
          readOnly={readOnly}
          maxLength={40}
          onChange={setLink}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          id="announcement-start"
          type="datetime-local"
          label="Starts (optional)"
          value={local(a.startsAt)}
          error={errors["announcement.startsAt"]}
          onValue={(v) => set({ startsAt: fromLocalInput(v) })}
          readOnly={readOnly}
        />
        <TextField
          id="announcement-end"
          type="datetime-local"
          label="Ends (optional)"
          value={local(a.endsAt)}
          error={errors["announcement.endsAt"]}
          onValue={(v) => set({ endsAt: fromLocalInput(v) })}
          readOnly={readOnly}
        />
      </div>
      <p className={fields.hint}>
        Times are your own{hydrated ? ` (${Intl.DateTimeFormat().resolvedOptions().timeZone})` : ""}. The bar
        shows only between them.
      </p>
    </DesignSection>
  );
}
