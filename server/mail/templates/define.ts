import type { ClientService } from "../../../domain/client-service";

// The shape of one e-mail template. Every template is listed once in ./registry.ts; messages
// store the template's name and its data, and are rendered when the sender delivers them.

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What a template may need beyond its data. */
export interface MailEnv {
  publicUrl: string;
  /** The client-service details published in Design when the message is rendered (its footer). */
  clientService: ClientService;
  /**
   * The `src` of a product picture: an inline attachment (cid:…) when sending, so the message
   * needs no remote image; a /media URL on the staff preview. Null: show no picture.
   */
  image(key: string): string | null;
  /** The signed link to an order's page (/order-status), which needs no typing. */
  orderLink(orderId: string): string;
}

export interface MailTemplate<Data> {
  /** One line for the staff preview page. */
  description: string;
  /** Data that renders a representative message (preview page, screenshots, tests). */
  sample: Data;
  /** The data holds a secret (a reset link): it is wiped from the outbox once sent. */
  secret?: boolean;
  /** Media keys of the pictures the message shows, loaded and attached before rendering. */
  images?(data: Data): string[];
  render(data: Data, env: MailEnv): Promise<RenderedMail>;
}

export const defineTemplate = <Data>(template: MailTemplate<Data>): MailTemplate<Data> => template;
