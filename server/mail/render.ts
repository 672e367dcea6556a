// A stored message (template name + data) → subject, plain text and HTML.
import type { MailMessage } from "./mailer";
import type { MailEnv } from "./templates/define";
import { isTemplateName, mailTemplates } from "./templates/registry";

export async function renderMail(
  template: string,
  data: unknown,
  env: MailEnv,
): Promise<{ mail: Omit<MailMessage, "to">; secret: boolean }> {
  if (!isTemplateName(template)) throw new Error(`unknown mail template '${template}'`);
  const t = mailTemplates[template];
  // The data was written by enqueueMail for this very template (typed there).
  const rendered = await t.render(data as never, env);
  return {
    mail: {
      subject: rendered.subject,
      text: rendered.text,
      ...(rendered.html ? { html: rendered.html } : {}),
    },
    secret: t.secret === true,
  };
}
