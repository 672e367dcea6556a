import { CookieSettingsButton } from "../consent/cookie-settings-button";
import { RichText } from "./rich-text";
import type { Block } from "./types";
import styles from "./document-blocks.module.css";

export function DocumentBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case "p":
            return (
              <p key={index} className={styles.paragraph}>
                <RichText text={block.text} linkClassName={styles.link} />
              </p>
            );
          case "list":
            return (
              <ul key={index} className={styles.list}>
                {block.items.map((item) => (
                  <li key={item}>
                    <RichText text={item} linkClassName={styles.link} />
                  </li>
                ))}
              </ul>
            );
          case "table":
            return (
              <div key={index} className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className={styles.caption}>{block.caption}</caption>
                  <thead>
                    <tr>
                      {block.head.map((cell) => (
                        <th key={cell} scope="col">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row) => (
                      <tr key={row[0]}>
                        {row.map((cell, i) =>
                          i === 0 ? (
                            <th key={i} scope="row">
                              {cell}
                            </th>
                          ) : (
                            <td key={i}>{cell}</td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          case "cookieSettings":
            return (
              <p key={index} className={styles.action}>
                <CookieSettingsButton />
              </p>
            );
        }
      })}
    </>
  );
}
