import { Link } from "react-router";
import { CookieSettingsButton } from "../consent/cookie-settings-button";
import { NewsletterForm } from "../newsletter/newsletter-form";
import { NewsletterPanel } from "../newsletter/newsletter-panel";
import type { ClientService } from "../../../domain/client-service";
import { FooterColumn } from "./footer-column";
import type { ShopLink } from "./shell-data";
import styles from "./footer.module.css";

const CLIENT_SERVICES = [
  { label: "Contact Us", to: "/contact" },
  { label: "FAQ", to: "/faq" },
  { label: "Shipping", to: "/faq?category=shipping" },
  { label: "Payment", to: "/faq?category=payment" },
  { label: "Returns", to: "/legal?category=return" },
];

const COMPANY = [
  { label: "Terms and Conditions", to: "/legal?category=termsAndConditions" },
  { label: "Privacy", to: "/legal?category=privacy" },
  { label: "Cookie Policy", to: "/legal?category=cookie" },
];

function LinkList({
  links,
  children,
}: {
  links: { label: string; to: string }[];
  children?: React.ReactNode;
}) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={styles.link}>
            {link.label}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}

/** Client service details and social links are the ones published in Design. */
export function Footer({ service, social }: { service: ClientService; social: ShopLink[] }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <FooterColumn title="Client Services">
          <LinkList links={CLIENT_SERVICES} />
        </FooterColumn>
        <FooterColumn title="Contact">
          <address className={styles.address}>
            <a href={service.phoneHref} className={styles.link}>
              {service.phone}
            </a>
            <a href={`mailto:${service.email}`} className={styles.link}>
              {service.email}
            </a>
            <p className={styles.note}>{service.hours}</p>
          </address>
        </FooterColumn>
        <FooterColumn title="The Company">
          <LinkList links={COMPANY}>
            {/* Withdrawing consent should be as easy to find as giving it. */}
            <li>
              <CookieSettingsButton variant="link" />
            </li>
          </LinkList>
        </FooterColumn>
        <FooterColumn title="Newsletter">
          <p className={styles.text}>
            Be the first to discover new collections, private sales and the stories behind them.
          </p>
          <NewsletterForm variant="footer" />
          <NewsletterPanel triggerClassName={styles.more} />
        </FooterColumn>
        <FooterColumn title="Connect">
          <ul className={styles.list}>
            {social.map((link) => (
              <li key={link.label}>
                <a href={link.href} className={styles.link} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </FooterColumn>
      </div>
      <div className={styles.base}>
        <p className={styles.wordmark} aria-hidden="true">
          Atelier
        </p>
        <p className={styles.legal}>
          © 2026 Atelier. This website is a mock-up made for demonstration: no order is real and no payment is
          taken.
        </p>
      </div>
    </footer>
  );
}
