// A stored message (template name + data) → subject, plain text, HTML and the pictures it shows,
// attached inline (cid:) so that no remote image is needed to read it.
import type { ClientService } from "../../domain/client-service";
import type { MailAttachment, MailMessage } from "./mailer";
import type { MailEnv, MailTemplate } from "./templates/define";
import { isTemplateName, mailTemplates } from "./templates/registry";

export interface RenderDeps {
  publicUrl: string;
  orderLink(orderId: string): string;
  /** A product picture as a small JPEG for inline attachment; null when it cannot be had. */
  loadImage(key: string): Promise<Buffer | null>;
  /** The details published in Design now: a message sent after a publish shows the new ones. */
  clientService(): Promise<ClientService>;
}

export async function renderMail(
  template: string,
  data: unknown,
  deps: RenderDeps,
): Promise<{ mail: Omit<MailMessage, "to">; secret: boolean }> {
  if (!isTemplateName(template)) throw new Error(`unknown mail template '${template}'`);
  // The registry's entries differ in data type; the stored data was written for this template
  // by enqueueMail, whose signature ties the two together.
  const t = mailTemplates[template] as unknown as MailTemplate<unknown>;
  const attachments: MailAttachment[] = [];
  const cids = new Map<string, string>();
  for (const key of new Set(t.images?.(data) ?? [])) {
    const content = await deps.loadImage(key).catch(() => null);
    if (!content) continue;
    const cid = `picture-${attachments.length + 1}@atelier`;
    cids.set(key, cid);
    attachments.push({
      filename: `picture-${attachments.length + 1}.jpg`,
      content,
      cid,
      contentType: "image/jpeg",
    });
  }
  const env: MailEnv = {
    publicUrl: deps.publicUrl,
    clientService: await deps.clientService(),
    orderLink: deps.orderLink,
    image: (key) => (cids.has(key) ? `cid:${cids.get(key)}` : null),
  };
  const rendered = await t.render(data, env);
  return {
    mail: {
      subject: rendered.subject,
      text: rendered.text,
      ...(rendered.html ? { html: rendered.html } : {}),
      ...(attachments.length ? { attachments } : {}),
    },
    secret: t.secret === true,
  };
}
