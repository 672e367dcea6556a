// Every template rendered with its sample data, for the staff preview page. Pictures point at the
// shop's own /media URLs here (a browser shows them); sent messages carry them as attachments.
import type { ClientService } from "../../domain/client-service";
import { imageUrl } from "../../domain/images";
import type { MailEnv, MailTemplate } from "./templates/define";
import { mailTemplates, type TemplateName } from "./templates/registry";

export interface MailPreview {
  name: TemplateName;
  description: string;
  subject: string;
  html: string;
  text: string;
}

export async function previewMails(publicUrl: string, clientService: ClientService): Promise<MailPreview[]> {
  const env: MailEnv = {
    publicUrl,
    clientService,
    image: (key) => imageUrl(key, 320),
    orderLink: (id) => `${publicUrl}/order-status?order=${id}&token=preview-only`,
  };
  const names = Object.keys(mailTemplates) as TemplateName[];
  return Promise.all(
    names.map(async (name) => {
      // Each entry renders its own sample: the data types match by construction.
      const t = mailTemplates[name] as unknown as MailTemplate<unknown>;
      const rendered = await t.render(t.sample, env);
      return { name, description: t.description, ...rendered };
    }),
  );
}
