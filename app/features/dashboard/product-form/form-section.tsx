import type { ReactNode } from "react";
import styles from "./form.module.css";

/** The form's parts, in order: each a title and a line of guidance. */
const SECTIONS = {
  text: ["About the piece", "Its name and the words on its product page."],
  category: ["Where it is listed", "Who it is for and where the shop lists it."],
  pricing: ["Price and availability", "Prices are in US dollars."],
  colors: ["Colours and pictures", "Pictures are uploaded from your computer as soon as you choose them."],
  sizes: ["Sizes and stock", "The sizes a shopper can choose, each with its colours."],
  stock: ["Stock", "Units on hand of each size in each colour. At 0 the shop shows it out of stock."],
} as const;

/** One part of the form: its title and a line of guidance on the left, the fields on the right. */
export function FormSection({ name, children }: { name: keyof typeof SECTIONS; children: ReactNode }) {
  const id = `section-${name}`;
  const [title, text] = SECTIONS[name];
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionIntro}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.sectionText}>{text}</p>
      </div>
      <div className={styles.sectionFields}>{children}</div>
    </section>
  );
}
