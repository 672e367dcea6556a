// The footer's client-service details and the social links of its Connect column.
import type { DesignContent } from "../../../../sdk/dashboard";
import ui from "../ui.module.css";
import { DesignSection } from "./design-section";
import { LinkFields } from "./link-fields";
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
      <DesignSection legend="Client Service">
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
      </DesignSection>
      <DesignSection legend="Social Links">
        {social.map((link, index) => (
          <div key={index} className={styles.socialRow}>
            <LinkFields
              id={`social-${index}`}
              path={`social.${index}`}
              labels={[`Link ${index + 1} name`, `Link ${index + 1} address`]}
              link={link}
              errors={errors}
              readOnly={readOnly}
              maxLength={30}
              required
              onChange={(patch) => setLink(index, patch)}
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
      </DesignSection>
    </>
  );
}
