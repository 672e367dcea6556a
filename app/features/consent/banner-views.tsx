// The banner's three pages (docs/behaviour.md §2): the first-visit notice, the Settings list, one category.
import { Link } from "react-router";
import {
  COOKIE_CATEGORIES,
  isAllowed,
  type CookieCategory,
  type CookieConsent,
} from "../../../domain/consent";
import { ArrowIcon } from "../../ui/icons";
import { CATEGORY_TEXTS } from "./category-texts";
import { Switch } from "./switch";
import styles from "./cookie-banner.module.css";

/** Focus lands on the heading when a page opens from inside the banner, so nothing is lost. */
function Heading({ children }: { children: React.ReactNode }) {
  return (
    <h2 className={styles.heading} tabIndex={-1} data-focus="heading">
      {children}
    </h2>
  );
}

export function IntroView({ onSettings, onOk }: { onSettings: () => void; onOk: () => void }) {
  return (
    <>
      <Heading>Cookies at Atelier</Heading>
      <p className={styles.text}>
        We use the cookies the boutique needs to work. With your permission we would also like to remember
        your preferences, count page visits and tailor our communications.{" "}
        <Link to="/legal?category=cookie" className={styles.inlineLink}>
          Cookie Policy
        </Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onSettings}>
          Settings
        </button>
        <button type="button" className={styles.primary} onClick={onOk}>
          OK
        </button>
      </div>
    </>
  );
}

interface SettingsViewProps {
  choices: CookieConsent;
  onOpen: (category: CookieCategory) => void;
  onConfirm: () => void;
  onAcceptAll: () => void;
}

export function SettingsView({ choices, onOpen, onConfirm, onAcceptAll }: SettingsViewProps) {
  return (
    <>
      <Heading>Cookie Settings</Heading>
      <p className={styles.text}>Choose which cookies we may use. You can change your mind at any time.</p>
      <ul className={styles.categories}>
        {COOKIE_CATEGORIES.map((category) => (
          <li key={category}>
            <button
              type="button"
              className={styles.category}
              data-category={category}
              onClick={() => onOpen(category)}
            >
              <span className={styles.categoryName}>{CATEGORY_TEXTS[category].label}</span>
              <span className={styles.categoryState}>
                {category === "necessary" ? "Always on" : isAllowed(choices, category) ? "On" : "Off"}
              </span>
              <ArrowIcon className={styles.chevron} width={16} height={16} />
            </button>
          </li>
        ))}
      </ul>
      <div className={`${styles.actions} ${styles.actionsLong}`}>
        <button type="button" className={styles.secondary} onClick={onConfirm}>
          Confirm My Choices
        </button>
        <button type="button" className={styles.primary} onClick={onAcceptAll}>
          Accept All
        </button>
      </div>
    </>
  );
}

interface CategoryViewProps {
  category: CookieCategory;
  choices: CookieConsent;
  onToggle: (checked: boolean) => void;
  onBack: () => void;
}

export function CategoryView({ category, choices, onToggle, onBack }: CategoryViewProps) {
  const { label, description } = CATEGORY_TEXTS[category];
  return (
    <>
      <button type="button" className={styles.back} onClick={onBack}>
        <ArrowIcon className={styles.backIcon} width={16} height={16} />
        Back to Cookie Settings
      </button>
      <Heading>{label}</Heading>
      <p className={styles.text}>{description}</p>
      {category === "necessary" ? (
        <p className={styles.always}>Always on</p>
      ) : (
        <Switch
          label={`Allow ${label.toLowerCase()} cookies`}
          checked={choices[category]}
          onChange={onToggle}
        />
      )}
    </>
  );
}
