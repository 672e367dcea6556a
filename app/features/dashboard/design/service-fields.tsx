// The footer's client-service details and the social links of its Connect column.
import type { DesignContent } from "../../../../sdk/dashboard";
import ui from "../ui.module.css";
import { TextField } from "./text-field";
import styles from "./design.module.css";

interface ServiceFieldsProps {
  footer: DesignContent["footer"];
  social: DesignContent["social"];
  errors: Record<string, string>;
  readOnly: boolean;
  onFooter: (footer: DesignContent["footer"]) => void;
  onSocial: (social: DesignContent["social"]) => void;
}

export function ServiceFields({ footer, social, errors, readOnly, onFooter, onSocial }: ServiceFieldsProps) {
  const setLink = (index: number, patch: Partial<DesignContent["social"][number]>) =>
    onSocial(social.map((link, i) => (i === index ? { ...link, ...patch } : link)));
  return (
    <>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Client Service</legend>
        <div className={styles.pair}>
          <TextField
            id="footer-phone"
            type="tel"
            label="Phone"
            value={footer.phone}
            error={errors["footer.phone"]}
            onValue={(phone) => onFooter({ ...footer, phone })}
            readOnly={readOnly}
            maxLength={30}
            required
          />
          <TextField
            id="footer-email"
            type="email"
            label="E-mail"
            value={footer.email}
            error={errors["footer.email"]}
            onValue={(email) => onFooter({ ...footer, email })}
            readOnly={readOnly}
            maxLength={254}
            required
          />
        </div>
        <TextField
          id="footer-hours"
          label="Advisor hours"
          value={footer.hours}
          error={errors["footer.hours"]}
          onValue={(hours) => onFooter({ ...footer, hours })}
          readOnly={readOnly}
          maxLength={160}
          required
        />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Social Links</legend>
        {social.map((link, index) => (
          <div key={index} className={styles.socialRow}>
            <TextField
              id={`social-${index}-label`}
              label={`Link ${index + 1} name`}
              value={link.label}
              error={errors[`social.${index}.label`]}
              onValue={(label) => setLink(index, { label })}
              readOnly={readOnly}
              maxLength={30}
              required
            />
            <TextField
              id={`social-${index}-href`}
              label={`Link ${index + 1} address`}
              value={link.href}
              error={errors[`social.${index}.href`]}
              onValue={(href) => setLink(index, { href })}
              readOnly={readOnly}
              maxLength={300}
              required
            />
            {readOnly ? null : (
              <button
                type="button"
                className={ui.quiet}
                onClick={() => onSocial(social.filter((_, i) => i !== index))}
              >
                Remove<span className="visually-hidden"> {link.label || `link ${index + 1}`}</span>
              </button>
            )}
          </div>
        ))}
        {readOnly || social.length >= 8 ? null : (
          <button
            type="button"
            className={ui.button}
            onClick={() => onSocial([...social, { label: "", href: "https://" }])}
          >
            Add a Link
          </button>
        )}
      </fieldset>
    </>
  );
}
