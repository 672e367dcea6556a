import { Link } from "react-router";
import { CookieSettingsButton } from "../consent/cookie-settings-button";
import { NewsletterForm } from "../newsletter/newsletter-form";
import { NewsletterPanel } from "../newsletter/newsletter-panel";
import { CLIENT_SERVICE } from "./client-service";
import { FooterColumn } from "./footer-column";
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

const SOCIAL = [
  { label: "Instagram", href: "https://www.instagram.com/" },
  { label: "Pinterest", href: "https://www.pinterest.com/" },
  { label: "YouTube", href: "https://www.youtube.com/" },
  { label: "TikTok", href: "https://www.tiktok.com/" },
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

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <FooterColumn title="Client Services">
          <LinkList links={CLIENT_SERVICES} />
        </FooterColumn>
        <FooterColumn title="Contact">
          <address className={styles.address}>
            <a href={CLIENT_SERVICE.phoneHref} className={styles.link}>
              {CLIENT_SERVICE.phone}
            </a>
            <a href={`mailto:${CLIENT_SERVICE.email}`} className={styles.link}>
              {CLIENT_SERVICE.email}
            </a>
            <p className={styles.note}>{CLIENT_SERVICE.hours}</p>
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
            {SOCIAL.map((social) => (
              <li key={social.label}>
                <a href={social.href} className={styles.link} target="_blank" rel="noopener noreferrer">
                  {social.label}
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
