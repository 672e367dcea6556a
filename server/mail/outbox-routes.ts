// /dev/outbox: the local mail folder, readable in a browser outside production.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import type { Mailer } from "./mailer";

const NAME = /^[\w.-]+\.eml$/;

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

export async function listOutbox(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir))
      .filter((f) => NAME.test(f))
      .sort()
      .reverse();
  } catch {
    return [];
  }
}

export function outboxRoutes(mailer: Mailer): Hono {
  const routes = new Hono();
  const dir = mailer.outboxDir;
  routes.get("/", async (c) => {
    const files = dir ? await listOutbox(dir) : [];
    const items = files.map(
      (f) => `<li><a href="/dev/outbox/${encodeURIComponent(f)}">${escape(f)}</a></li>`,
    );
    return c.html(
      `<!doctype html><html lang="en"><head><title>Outbox | Atelier</title></head><body>` +
        `<h1>Local outbox</h1><p>${dir ? "Messages written instead of sent (no SMTP_URL)." : "SMTP_URL is set: mail is sent, not kept."}</p>` +
        `<ul>${items.join("") || "<li>No messages yet.</li>"}</ul></body></html>`,
    );
  });
  routes.get("/:name", async (c) => {
    const name = c.req.param("name");
    if (!dir || !NAME.test(name)) return c.notFound();
    try {
      const raw = await readFile(path.join(dir, name), "utf8");
      return c.text(raw, 200, { "Content-Type": "text/plain; charset=utf-8" });
    } catch {
      return c.notFound();
    }
  });
  return routes;
}
