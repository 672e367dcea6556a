// The newsletter's subscribers: how many, who and since when, and the whole list as CSV for
// roles that may export.
import { formatDate } from "../../../../domain/dates";
import type { SubscriberPage } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import table from "../data-table.module.css";
import { countOf } from "../format";
import { useCan } from "../frame-data";
import { PagesFooter } from "../list-footer";
import panel from "../panel.module.css";
import { useCursorPages } from "../../../lib/use-cursor-pages";
import ui from "../ui.module.css";

export function Subscribers({ first }: { first: SubscriberPage }) {
  const canExport = useCan("messages", "export");
  const pages = useCursorPages(
    first,
    (cursor) => dashboardApi.subscribers({ cursor }),
    (s) => s.email,
  );
  return (
    <section className={panel.panel} aria-labelledby="subscribers-heading">
      <div className={panel.head}>
        <div>
          <h2 id="subscribers-heading" className={panel.title}>
            Newsletter subscribers
          </h2>
          <span className={panel.note}>{countOf(first.total, "subscriber")}</span>
        </div>
        {canExport && first.total > 0 ? (
          <a href={dashboardApi.subscribersExportUrl()} className={ui.button} download>
            Export CSV<span className="visually-hidden"> of all subscribers</span>
          </a>
        ) : null}
      </div>
      {pages.items.length === 0 ? (
        <p className={panel.text}>Nobody has subscribed yet.</p>
      ) : (
        <>
          <div className={table.plainScroller}>
            <table className={table.plain}>
              <caption className="visually-hidden">Newsletter subscribers, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  <th scope="col">Subscribed</th>
                  <th scope="col" className={table.end}>
                    Account
                  </th>
                </tr>
              </thead>
              <tbody>
                {pages.items.map((s) => (
                  <tr key={s.email}>
                    <td>{s.email}</td>
                    <td className={table.num}>{formatDate(s.createdAt)}</td>
                    <td className={table.end}>{s.registered ? "Registered" : "Guest"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PagesFooter pages={pages} noun="subscriber" />
        </>
      )}
    </section>
  );
}
